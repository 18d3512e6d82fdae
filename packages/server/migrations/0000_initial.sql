CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"first_name" text,
	"last_name" text,
	"city" text,
	"country" text,
	"state" text,
	"postcode" text,
	"street_address" text,
	"suite" text,
	"vat" text,
	"phone_number" text,
	"coupon_code" text,
	"currency_code" char(3) DEFAULT 'USD' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_format" text,
	"default_admin" uuid,
	"default_email" text,
	"current_plan_id" integer NOT NULL,
	"number_of_users" integer DEFAULT 1 NOT NULL,
	"number_of_editors" integer DEFAULT 1 NOT NULL,
	"number_of_viewers" integer DEFAULT 0 NOT NULL,
	"number_of_sources" integer DEFAULT 2 NOT NULL,
	"number_of_snapshots" integer DEFAULT 2 NOT NULL,
	"payment_length" text DEFAULT 'Monthly' NOT NULL,
	"payment_processor_id" text,
	"payment_type" text,
	"payment_method" text DEFAULT 'Credit Card' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"subscription_cancelation_date" timestamp with time zone,
	"subscription_ref" text,
	"subscription_start_date" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"free_plan_duration_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"password_hash" text NOT NULL,
	"permissions" char(1) NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_format" text,
	"date_password_last_changed" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number_of_editors" integer NOT NULL,
	"number_of_sources" integer NOT NULL,
	"number_of_snapshots" integer NOT NULL,
	CONSTRAINT "plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"how_to_url" text,
	"privacy_url" text,
	"register_url" text
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"account_id" uuid,
	"person_id" uuid,
	"email" text,
	"ip_address" text,
	"user_agent" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"family_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_current_plan_id_plans_id_fk" FOREIGN KEY ("current_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_history_person_idx" ON "password_history" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_email_unique" ON "persons" USING btree ("email");--> statement-breakpoint
CREATE INDEX "persons_account_idx" ON "persons" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "security_events_account_idx" ON "security_events" USING btree ("account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "security_events_person_idx" ON "security_events" USING btree ("person_id","occurred_at");--> statement-breakpoint
CREATE INDEX "token_families_person_idx" ON "token_families" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "tokens_family_idx" ON "tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "tokens_expires_idx" ON "tokens" USING btree ("expires_at");