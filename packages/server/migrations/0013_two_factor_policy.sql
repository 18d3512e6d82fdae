ALTER TABLE "accounts" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A person's 2-Step Verification decides whether the account's policy restricts their tokens (decision 0040), so the
-- access-token cache of their account must hear of it (decision 0020). person_totp has no account_id: look it up.
CREATE FUNCTION psc_notify_changed_person_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('psc_changes', owner.account_id::text)
  FROM (SELECT DISTINCT p.account_id FROM persons p WHERE p.id IN (SELECT person_id FROM changed_rows)) AS owner;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER person_totp_changed_insert AFTER INSERT ON person_totp REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_person_accounts();
--> statement-breakpoint
CREATE TRIGGER person_totp_changed_update AFTER UPDATE ON person_totp REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_person_accounts();
--> statement-breakpoint
CREATE TRIGGER person_totp_changed_delete AFTER DELETE ON person_totp REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_person_accounts();
