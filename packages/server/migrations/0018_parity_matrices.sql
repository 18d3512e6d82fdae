CREATE TABLE "parity_matrices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency_code" char(3) NOT NULL,
	"origins" jsonb NOT NULL,
	"destination_ids" jsonb NOT NULL,
	"period_count" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parity_matrices" ADD CONSTRAINT "parity_matrices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parity_matrices" ADD CONSTRAINT "parity_matrices_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parity_matrices_owner_idx" ON "parity_matrices" USING btree ("account_id","person_id","created_at");