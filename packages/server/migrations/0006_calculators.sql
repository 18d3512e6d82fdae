CREATE TABLE "calculators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"contract_id" text NOT NULL,
	"period_id" text NOT NULL,
	"origin_region_id" text,
	"origin_cmp_region_id" text,
	"origin_country_id" char(3),
	"origin_port_id" text,
	"user_destination_id" uuid,
	"global_destination_id" text,
	"currency_code" char(3) NOT NULL,
	"tons" double precision DEFAULT 0 NOT NULL,
	"tons_per_container" double precision,
	"sea_freight_container_cost" double precision,
	"active_premium" boolean DEFAULT true NOT NULL,
	"active_sea_freight" boolean DEFAULT true NOT NULL,
	"active_insurance" boolean DEFAULT true NOT NULL,
	"active_duty" boolean DEFAULT true NOT NULL,
	"active_loading" boolean DEFAULT true NOT NULL,
	"active_land_freight" boolean DEFAULT true NOT NULL,
	"custom_premium" boolean DEFAULT false NOT NULL,
	"custom_sea_freight" boolean DEFAULT false NOT NULL,
	"custom_insurance" boolean DEFAULT false NOT NULL,
	"custom_duty" boolean DEFAULT false NOT NULL,
	"custom_loading" boolean DEFAULT false NOT NULL,
	"custom_land_freight" boolean DEFAULT false NOT NULL,
	"custom_premium_cost" double precision,
	"custom_sea_freight_cost" double precision,
	"custom_insurance_cost" double precision,
	"custom_duty_cost" double precision,
	"custom_loading_cost" double precision,
	"custom_land_freight_cost" double precision,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"priced_version" text,
	"priced_at" timestamp with time zone,
	"priced_price" double precision,
	"priced_low_price" double precision,
	"priced_high_price" double precision,
	"priced_total" double precision,
	"priced_contract_price" double precision,
	"priced_error" text,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "calculators_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "calculators_one_destination" CHECK (("calculators"."user_destination_id" is null) <> ("calculators"."global_destination_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"country_id" char(3) NOT NULL,
	"arrival_port_id" text DEFAULT '' NOT NULL,
	"currency_code" char(3) NOT NULL,
	"per_ton_land_freight_cost" double precision NOT NULL,
	"destination_cost" double precision,
	"premium_cost" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculators" ADD CONSTRAINT "calculators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculators" ADD CONSTRAINT "calculators_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculators" ADD CONSTRAINT "calculators_user_destination_id_user_destinations_id_fk" FOREIGN KEY ("user_destination_id") REFERENCES "public"."user_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_destinations" ADD CONSTRAINT "user_destinations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_destinations" ADD CONSTRAINT "user_destinations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculators_owner_idx" ON "calculators" USING btree ("account_id","person_id","creation_timestamp");--> statement-breakpoint
CREATE INDEX "calculators_user_destination_idx" ON "calculators" USING btree ("user_destination_id");--> statement-breakpoint
CREATE INDEX "user_destinations_owner_idx" ON "user_destinations" USING btree ("account_id","person_id");