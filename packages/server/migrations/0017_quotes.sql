CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"calculator_id" uuid,
	"name" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"publications" jsonb NOT NULL,
	"calculator_row" jsonb NOT NULL,
	"reply" jsonb NOT NULL,
	"letterhead" jsonb NOT NULL,
	"actuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_token_hash" text,
	"share_token_ciphertext" text,
	"share_created_at" timestamp with time zone,
	"share_expires_at" timestamp with time zone,
	"share_views" integer DEFAULT 0 NOT NULL,
	"share_last_viewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_calculator_id_calculators_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_owner_idx" ON "quotes" USING btree ("account_id","person_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_share_token_idx" ON "quotes" USING btree ("share_token_hash");