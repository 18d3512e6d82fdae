CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"article" text,
	"author" text,
	"country" text,
	"created_date" timestamp with time zone NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"link" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" boolean DEFAULT false NOT NULL,
	"thumbnail_url" text
);
--> statement-breakpoint
CREATE INDEX "news_items_last_updated_idx" ON "news_items" USING btree ("last_updated");