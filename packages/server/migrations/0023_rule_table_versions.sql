CREATE TABLE "rule_table_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rule_table_versions_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"note" text NOT NULL,
	"saved_by" text NOT NULL,
	"operator_id" uuid,
	"from_file" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_table_versions_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rule_table_versions_table_version_idx" ON "rule_table_versions" USING btree ("table_id","version");