ALTER TABLE "calculators" ADD COLUMN "custom_forex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "custom_forex_cost" double precision;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "custom_quota" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "custom_quota_cost" double precision;--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "custom_quota_currency_code" char(3);--> statement-breakpoint
ALTER TABLE "calculators" ADD COLUMN "previous_coordinates" jsonb;