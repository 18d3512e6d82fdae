CREATE TABLE "price_feed_held_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"file_text" text NOT NULL,
	"file_format" text NOT NULL,
	"as_of" text,
	"rows" integer NOT NULL,
	"outliers" integer NOT NULL,
	"outlier_percent" real NOT NULL,
	"changes" jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text
);
--> statement-breakpoint
CREATE TABLE "price_feed_processed_files" (
	"feed_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"slot" timestamp with time zone,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"reason" text,
	"file_name" text,
	"bytes" integer,
	"sha256" text,
	"rows" integer,
	"as_of" text,
	"publication_id" text
);
--> statement-breakpoint
CREATE TABLE "price_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"format" text NOT NULL,
	"source_type" text NOT NULL,
	"location" text NOT NULL,
	"credentials_type" text NOT NULL,
	"credentials_label" text,
	"credentials_ciphertext" text,
	"schedule" jsonb NOT NULL,
	"mapping" jsonb,
	"outlier_percent" real NOT NULL,
	"from_environment" boolean DEFAULT false NOT NULL,
	"unreachable_since" timestamp with time zone,
	"late_alerted_for" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_feed_held_publications" ADD CONSTRAINT "price_feed_held_publications_feed_id_price_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."price_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_feed_held_publications" ADD CONSTRAINT "price_feed_held_publications_run_id_price_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."price_feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_feed_processed_files" ADD CONSTRAINT "price_feed_processed_files_feed_id_price_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."price_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_feed_runs" ADD CONSTRAINT "price_feed_runs_feed_id_price_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."price_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_feed_held_state_idx" ON "price_feed_held_publications" USING btree ("state","held_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_feed_processed_files_idx" ON "price_feed_processed_files" USING btree ("feed_id","file_name","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "price_feed_runs_claim_idx" ON "price_feed_runs" USING btree ("feed_id","slot","attempt") WHERE "price_feed_runs"."slot" is not null;--> statement-breakpoint
CREATE INDEX "price_feed_runs_feed_idx" ON "price_feed_runs" USING btree ("feed_id","started_at");