CREATE TABLE "billing_customers" (
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent_off" double precision,
	"amount_off" integer,
	"currency" char(3),
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"redeem_by" timestamp with time zone,
	"valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller" text NOT NULL,
	"number" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid,
	"purchase_id" uuid,
	"period_key" text,
	"amount" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"description" text NOT NULL,
	"emitted_when" timestamp with time zone NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_when" timestamp with time zone,
	"payment_frequency" text NOT NULL,
	"payment_method" text,
	"payment_processor_id" text,
	"payment_reference" text,
	"period" text NOT NULL,
	"period_for" char(4) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"number_of_users" integer NOT NULL,
	"status" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller_details" jsonb NOT NULL,
	CONSTRAINT "invoices_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "invoices_period_key_unique" UNIQUE("period_key"),
	CONSTRAINT "invoices_seller_number" UNIQUE("seller","number")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"periodicity" text NOT NULL,
	"band" integer NOT NULL,
	"quantity_up_to" integer,
	"flat_amount" integer NOT NULL,
	"period_fee" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_band_unique" UNIQUE("product_id","plan_id","currency","periodicity","band")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"persistent_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "products_persistent_id_unique" UNIQUE("persistent_id")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"terms" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payment_intent_id" text,
	"client_secret" text,
	"failure_message" text,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "purchases_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "purchases_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"client_secret" text,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"number_of_users" integer NOT NULL,
	"extra_data_sets" integer DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"payment_frequency" text NOT NULL,
	"coupon_code" text,
	"coupon_redeemed_at" timestamp with time zone,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"paid_for_period" integer NOT NULL,
	"cancel_notice_at" timestamp with time zone,
	"cancel_effective_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_account_provider" ON "billing_customers" USING btree ("account_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_customer" ON "billing_customers" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_account_idx" ON "coupon_redemptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","emitted_when");--> statement-breakpoint
CREATE INDEX "provider_events_object_idx" ON "provider_events" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "purchases_account_idx" ON "purchases" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "sandbox_events_created_idx" ON "sandbox_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_objects_customer_idx" ON "sandbox_objects" USING btree ("customer_id","kind");