-- Issue 32 item 7, hand-written (decision 066): a tamper-evident Tracking trail.
-- Each row carries the hash of the row before it (tracking_prev_hash) and its own, sha256 over that previous
-- hash and the row's canonical content (tracking_hash), both written by the trigger below whatever the insert
-- says. tracking_chain holds the chain's head (the last row's id and hash), so a removed tail is seen too.
-- The canonical content is each field as "<UTF-8 byte length>:<text>" (or "-" for NULL), in this order:
-- id, website, username, role, the creation time in microseconds since 1970-01-01 UTC, activity, account id, ip.
-- apps/server/src/modules/tracking/chain.ts computes the same, independently, to verify the chain.
ALTER TABLE "tracking" ADD COLUMN "tracking_prev_hash" text;
--> statement-breakpoint
ALTER TABLE "tracking" ADD COLUMN "tracking_hash" text;
--> statement-breakpoint
CREATE TABLE "tracking_chain" (
	"chain_key" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"chain_last_id" bigint NOT NULL,
	"chain_hash" text NOT NULL,
	CONSTRAINT "tracking_chain_one_row" CHECK ("chain_key")
);
--> statement-breakpoint
CREATE TABLE "tracking_verification" (
	"verification_id" bigserial PRIMARY KEY NOT NULL,
	"verification_at" timestamp with time zone NOT NULL,
	"verification_ok" boolean NOT NULL,
	"verification_rows" bigint NOT NULL,
	"verification_broken_id" bigint,
	"verification_message" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION tracking_canonical(r tracking) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(octet_length(r.tracking_id::text)::text || ':' || r.tracking_id::text, '-')
      || coalesce(octet_length(r.tracking_website)::text || ':' || r.tracking_website, '-')
      || coalesce(octet_length(r.tracking_username)::text || ':' || r.tracking_username, '-')
      || coalesce(octet_length(r.tracking_role)::text || ':' || r.tracking_role, '-')
      || coalesce(octet_length(((extract(epoch from r.tracking_crated_at) * 1000000)::bigint)::text)::text || ':'
                  || ((extract(epoch from r.tracking_crated_at) * 1000000)::bigint)::text, '-')
      || coalesce(octet_length(r.tracking_activity)::text || ':' || r.tracking_activity, '-')
      || coalesce(octet_length(r.tracking_account_id::text)::text || ':' || r.tracking_account_id::text, '-')
      || coalesce(octet_length(r.tracking_ip)::text || ':' || r.tracking_ip, '-')
$$;
--> statement-breakpoint
-- Rows written before this migration are chained here, in id order (the update trigger is the owner's to lift).
ALTER TABLE "tracking" DISABLE TRIGGER tracking_no_update_delete;
--> statement-breakpoint
DO $$
DECLARE
  r tracking;
  prev text := '';
  last_id bigint := 0;
BEGIN
  FOR r IN SELECT * FROM tracking ORDER BY tracking_id LOOP
    UPDATE tracking SET tracking_prev_hash = prev,
           tracking_hash = encode(sha256(convert_to(prev || '|' || tracking_canonical(r), 'UTF8')), 'hex')
     WHERE tracking_id = r.tracking_id
     RETURNING tracking_hash INTO prev;
    last_id := r.tracking_id;
  END LOOP;
  INSERT INTO tracking_chain (chain_key, chain_last_id, chain_hash) VALUES (true, last_id, prev);
END;
$$;
--> statement-breakpoint
ALTER TABLE "tracking" ENABLE TRIGGER tracking_no_update_delete;
--> statement-breakpoint
-- Every new row: take the head (a row lock, so concurrent writers line up), give the row the next id only
-- then (ids follow the chain's order, whatever order the writers took their ids in), chain it, move the head.
-- SECURITY DEFINER: the application role neither reads nor writes tracking_chain itself.
CREATE FUNCTION tracking_chain_row() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp AS $$
DECLARE
  head tracking_chain;
BEGIN
  SELECT * INTO head FROM tracking_chain WHERE chain_key FOR UPDATE;
  NEW.tracking_id := nextval(pg_get_serial_sequence('tracking', 'tracking_id'));
  NEW.tracking_prev_hash := head.chain_hash;
  NEW.tracking_hash := encode(sha256(convert_to(head.chain_hash || '|' || tracking_canonical(NEW), 'UTF8')), 'hex');
  UPDATE tracking_chain SET chain_last_id = NEW.tracking_id, chain_hash = NEW.tracking_hash WHERE chain_key;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The id comes from the trigger alone (the sequence stays the column's, pg_get_serial_sequence finds it): a
-- default would draw a number no row keeps on every insert.
ALTER TABLE "tracking" ALTER COLUMN "tracking_id" DROP DEFAULT;
--> statement-breakpoint
-- Named to fire after tracking_dated_now (triggers fire in name order): a refused row never moves the head.
CREATE TRIGGER tracking_hash_chain BEFORE INSERT ON "tracking"
  FOR EACH ROW EXECUTE FUNCTION tracking_chain_row();
--> statement-breakpoint
ALTER TABLE "tracking" ALTER COLUMN "tracking_prev_hash" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "tracking" ALTER COLUMN "tracking_hash" SET NOT NULL;
