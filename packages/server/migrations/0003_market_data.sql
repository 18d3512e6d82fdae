CREATE TABLE "fx_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fx_publications_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"published_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"publisher" text NOT NULL,
	"is_demo" boolean NOT NULL,
	CONSTRAINT "fx_publications_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"publication_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"units_per_usd" double precision NOT NULL,
	"rate_timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "fx_rates_publication_id_currency_code_pk" PRIMARY KEY("publication_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "price_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "price_publications_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"published_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"publisher" text NOT NULL,
	"is_demo" boolean NOT NULL,
	CONSTRAINT "price_publications_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
CREATE TABLE "price_rows" (
	"publication_id" uuid NOT NULL,
	"contract_id" text NOT NULL,
	"period_id" text NOT NULL,
	"region_id" text DEFAULT '' NOT NULL,
	"price" double precision NOT NULL,
	"low_price" double precision NOT NULL,
	"high_price" double precision NOT NULL,
	"premium_cost" double precision,
	"currency_code" text NOT NULL,
	"unit" text NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	CONSTRAINT "price_rows_publication_id_contract_id_period_id_region_id_pk" PRIMARY KEY("publication_id","contract_id","period_id","region_id")
);
--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_publication_id_fx_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."fx_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rows" ADD CONSTRAINT "price_rows_publication_id_price_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."price_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_publications_published_idx" ON "fx_publications" USING btree ("published_at","sequence");--> statement-breakpoint
CREATE INDEX "fx_rates_currency_idx" ON "fx_rates" USING btree ("currency_code");--> statement-breakpoint
CREATE INDEX "price_publications_published_idx" ON "price_publications" USING btree ("published_at","sequence");--> statement-breakpoint
CREATE INDEX "price_rows_period_idx" ON "price_rows" USING btree ("contract_id","period_id","region_id");