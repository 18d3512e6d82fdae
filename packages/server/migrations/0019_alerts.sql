CREATE TABLE "alert_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"alert_id" uuid,
	"message" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"unit" text NOT NULL,
	"calculator_id" uuid,
	"other_calculator_id" uuid,
	"matrix_id" uuid,
	"destination_index" integer,
	"period_position" integer,
	"contract_id" text,
	"period_id" text,
	"region_id" text,
	"direction" text,
	"level" double precision,
	"paused" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"condition_met" boolean DEFAULT false NOT NULL,
	"last_value" double precision,
	"last_version" text,
	"last_evaluated_at" timestamp with time zone,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alerts_watch_one_thing" CHECK (("alerts"."kind" = 'calculatorDdp' and "alerts"."calculator_id" is not null and "alerts"."level" is not null)
        or ("alerts"."kind" = 'spread' and "alerts"."calculator_id" is not null and "alerts"."other_calculator_id" is not null and "alerts"."level" is not null)
        or ("alerts"."kind" = 'matrixCheapest' and "alerts"."matrix_id" is not null and "alerts"."destination_index" is not null and "alerts"."period_position" is not null)
        or ("alerts"."kind" = 'boardPrice' and "alerts"."contract_id" is not null and "alerts"."period_id" is not null and "alerts"."level" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_other_calculator_id_calculators_id_fk" FOREIGN KEY ("other_calculator_id") REFERENCES "public"."calculators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_matrix_id_parity_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."parity_matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_notifications_owner_idx" ON "alert_notifications" USING btree ("account_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_owner_idx" ON "alerts" USING btree ("account_id","person_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_calculator_idx" ON "alerts" USING btree ("calculator_id");--> statement-breakpoint
CREATE INDEX "alerts_other_calculator_idx" ON "alerts" USING btree ("other_calculator_id");--> statement-breakpoint
CREATE INDEX "alerts_matrix_idx" ON "alerts" USING btree ("matrix_id");--> statement-breakpoint
CREATE INDEX "alerts_kind_idx" ON "alerts" USING btree ("kind");