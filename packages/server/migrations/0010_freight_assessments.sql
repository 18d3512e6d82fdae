CREATE TABLE "freight_assessments" (
	"publication_id" uuid NOT NULL,
	"from_port_id" text NOT NULL,
	"to_port_id" text NOT NULL,
	"vessel_class_id" text NOT NULL,
	"usd_per_tonne" double precision NOT NULL,
	"assessed_on" date NOT NULL,
	CONSTRAINT "freight_assessments_publication_id_from_port_id_to_port_id_vessel_class_id_pk" PRIMARY KEY("publication_id","from_port_id","to_port_id","vessel_class_id")
);
--> statement-breakpoint
CREATE TABLE "freight_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "freight_publications_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"published_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"publisher" text NOT NULL,
	"is_demo" boolean NOT NULL,
	CONSTRAINT "freight_publications_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
ALTER TABLE "freight_assessments" ADD CONSTRAINT "freight_assessments_publication_id_freight_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."freight_publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freight_assessments_lane_idx" ON "freight_assessments" USING btree ("from_port_id","to_port_id","vessel_class_id");--> statement-breakpoint
CREATE INDEX "freight_publications_published_idx" ON "freight_publications" USING btree ("published_at","sequence");--> statement-breakpoint
-- Freight publications are market data every account reads: notify read caches like prices and FX (decision 0020).
CREATE TRIGGER freight_publications_changed AFTER INSERT OR UPDATE OR DELETE ON freight_publications FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_market_data();
--> statement-breakpoint
CREATE TRIGGER freight_assessments_changed AFTER INSERT OR UPDATE OR DELETE ON freight_assessments FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_market_data();
