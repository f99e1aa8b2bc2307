-- Issue 32, hand-written (decisions 062 and 063).
-- F2: the addresses each account signed in from (a right password), remembered 90 days: an account held by
-- strangers' failures from elsewhere still signs in from an address it is known at (throttle.ts).
CREATE TABLE "login_known" (
	"login_known_account_key" text NOT NULL,
	"login_known_ip" text NOT NULL,
	"login_known_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_pk" PRIMARY KEY("login_known_account_key","login_known_ip")
);
--> statement-breakpoint
CREATE INDEX "login_known_at_idx" ON "login_known" USING btree ("login_known_at");
--> statement-breakpoint
-- F8: a role other than the table's owner (the application's, beside DATABASE_OWNER_URL) writes Tracking rows
-- at the time they happen: a row dated more than 15 minutes before its transaction began, or 15 minutes after
-- the database's clock, is refused. The 15 minutes cover a request that waited in the heavy-work queue and
-- parsed its file before its transaction began, and some clock skew between the server and the database.
CREATE FUNCTION tracking_refuse_backdated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.tracking_crated_at < transaction_timestamp() - interval '15 minutes'
      OR NEW.tracking_crated_at > clock_timestamp() + interval '15 minutes')
     AND current_user <> (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = TG_RELID) THEN
    RAISE EXCEPTION 'tracking rows are dated when they are written: % is not now', NEW.tracking_crated_at
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tracking_dated_now BEFORE INSERT ON "tracking"
  FOR EACH ROW EXECUTE FUNCTION tracking_refuse_backdated();
