DROP INDEX "alert_channel_deliveries_crossing_idx";--> statement-breakpoint
ALTER TABLE "alert_channel_deliveries" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_channel_deliveries" ADD COLUMN "event_key" text;--> statement-breakpoint
UPDATE "alert_channel_deliveries" SET "event_key" = 'alert.fired:' || "notification_id";--> statement-breakpoint
ALTER TABLE "alert_channel_deliveries" ALTER COLUMN "event_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "expiry_announced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "quotes" SET "expiry_announced_at" = "valid_until" WHERE "valid_until" <= now();--> statement-breakpoint
CREATE UNIQUE INDEX "alert_channel_deliveries_event_idx" ON "alert_channel_deliveries" USING btree ("channel_id","event_key");--> statement-breakpoint
CREATE INDEX "quotes_unannounced_expiry_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."expiry_announced_at" is null;
