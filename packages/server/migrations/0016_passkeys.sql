CREATE TABLE "passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"person_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"sign_count" bigint NOT NULL,
	"transports" text[] NOT NULL,
	"name" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_passkeys" ADD CONSTRAINT "person_passkeys_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_passkeys_credential_idx" ON "person_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "person_passkeys_person_idx" ON "person_passkeys" USING btree ("person_id");--> statement-breakpoint
-- A passkey is a second factor for the account's 2-Step Verification policy (decisions 0040, 0044): the access-token
-- cache of the person's account must hear of one added or removed, as it does for person_totp.
CREATE TRIGGER person_passkeys_changed_insert AFTER INSERT ON person_passkeys REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_person_accounts();
--> statement-breakpoint
CREATE TRIGGER person_passkeys_changed_delete AFTER DELETE ON person_passkeys REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_person_accounts();
