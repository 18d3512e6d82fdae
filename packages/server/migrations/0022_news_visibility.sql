ALTER TABLE "news_items" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
UPDATE "news_items" SET "visible_from" = "created_date";
