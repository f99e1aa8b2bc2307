-- The audit trail is append-only, enforced by the database itself (security.md F38, ASVS V16.4.2):
-- no role that connects through the application can change or remove a tracking row.
CREATE FUNCTION tracking_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tracking is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tracking_no_update_delete BEFORE UPDATE OR DELETE ON "tracking"
  FOR EACH ROW EXECUTE FUNCTION tracking_refuse_change();
--> statement-breakpoint
CREATE TRIGGER tracking_no_truncate BEFORE TRUNCATE ON "tracking"
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_refuse_change();
