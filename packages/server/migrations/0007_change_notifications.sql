-- Change notifications for in-memory read caches (docs/decisions/0020): every committed write to a table that an
-- access-token lookup or a calculator list depends on sends the changed account ids on channel 'psc_changes'
-- ('*' for market data, which every account reads). Statement-level triggers with transition tables: one
-- notification per account and statement, however many rows changed, and PostgreSQL delivers them only on commit.
CREATE FUNCTION psc_notify_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('psc_changes', changed.account_id::text)
  FROM (SELECT DISTINCT account_id FROM changed_rows) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION psc_notify_changed_account_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('psc_changes', changed.id::text) FROM (SELECT DISTINCT id FROM changed_rows) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION psc_notify_changed_market_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('psc_changes', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_changed_update AFTER UPDATE ON accounts REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_account_rows();
--> statement-breakpoint
CREATE TRIGGER accounts_changed_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_account_rows();
--> statement-breakpoint
CREATE TRIGGER persons_changed_update AFTER UPDATE ON persons REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER persons_changed_delete AFTER DELETE ON persons REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER token_families_changed_update AFTER UPDATE ON token_families REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER token_families_changed_delete AFTER DELETE ON token_families REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER tokens_changed_update AFTER UPDATE ON tokens REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER tokens_changed_delete AFTER DELETE ON tokens REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER calculators_changed_insert AFTER INSERT ON calculators REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER calculators_changed_update AFTER UPDATE ON calculators REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER calculators_changed_delete AFTER DELETE ON calculators REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER user_destinations_changed_insert AFTER INSERT ON user_destinations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER user_destinations_changed_update AFTER UPDATE ON user_destinations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER user_destinations_changed_delete AFTER DELETE ON user_destinations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_accounts();
--> statement-breakpoint
CREATE TRIGGER price_publications_changed AFTER INSERT OR UPDATE OR DELETE ON price_publications FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_market_data();
--> statement-breakpoint
CREATE TRIGGER price_rows_changed AFTER INSERT OR UPDATE OR DELETE ON price_rows FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_market_data();
--> statement-breakpoint
CREATE TRIGGER fx_publications_changed AFTER INSERT OR UPDATE OR DELETE ON fx_publications FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_market_data();
--> statement-breakpoint
CREATE TRIGGER fx_rates_changed AFTER INSERT OR UPDATE OR DELETE ON fx_rates FOR EACH STATEMENT EXECUTE FUNCTION psc_notify_changed_market_data();
