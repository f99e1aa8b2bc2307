CREATE TABLE "account" (
	"account_id" serial PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"account_password" text NOT NULL,
	"account_status" boolean DEFAULT true NOT NULL,
	"account_role" text NOT NULL,
	"account_website" integer,
	"account_must_change_password" boolean DEFAULT false NOT NULL,
	"account_created_at" timestamp with time zone NOT NULL,
	"account_created_by" integer,
	"account_last_edited_at" timestamp with time zone,
	"account_last_edited_by" integer,
	CONSTRAINT "account_role_value" CHECK ("account"."account_role" in ('ADMIN', 'CHECKER', 'CS')),
	CONSTRAINT "account_role_website" CHECK (("account"."account_role" = 'ADMIN') = ("account"."account_website" is null))
);
--> statement-breakpoint
CREATE TABLE "akun_bank" (
	"akun_bank_id" serial PRIMARY KEY NOT NULL,
	"akun_bank_website" text NOT NULL,
	"akun_bank_jenis_transaksi" text NOT NULL,
	"akun_bank_bank" text NOT NULL,
	"akun_bank_name" text NOT NULL,
	"akun_bank_no" text NOT NULL,
	"akun_bank_status" boolean DEFAULT true NOT NULL,
	"akun_bank_created_at" timestamp with time zone NOT NULL,
	"akun_bank_created_by" integer,
	"akun_bank_last_edited_at" timestamp with time zone,
	"akun_bank_last_edited_by" integer,
	CONSTRAINT "akun_bank_jenis_value" CHECK ("akun_bank"."akun_bank_jenis_transaksi" in ('DEPO', 'WD')),
	CONSTRAINT "akun_bank_bank_value" CHECK ("akun_bank"."akun_bank_bank" in ('BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY')),
	CONSTRAINT "akun_bank_no_digits" CHECK ("akun_bank"."akun_bank_no" ~ '^[0-9]{5,30}$')
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"login_failure_id" bigserial PRIMARY KEY NOT NULL,
	"login_failure_account_key" text NOT NULL,
	"login_failure_ip" text NOT NULL,
	"login_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_lockout" (
	"login_lockout_scope" text NOT NULL,
	"login_lockout_account_key" text NOT NULL,
	"login_lockout_ip" text NOT NULL,
	"login_lockout_until" timestamp with time zone NOT NULL,
	"login_lockout_level" integer NOT NULL,
	CONSTRAINT "login_lockout_login_lockout_scope_login_lockout_account_key_login_lockout_ip_pk" PRIMARY KEY("login_lockout_scope","login_lockout_account_key","login_lockout_ip")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"session_token_hash" "bytea" PRIMARY KEY NOT NULL,
	"session_account_id" integer NOT NULL,
	"session_created_at" timestamp with time zone NOT NULL,
	"session_last_seen_at" timestamp with time zone NOT NULL,
	"session_expires_at" timestamp with time zone NOT NULL,
	"session_ip" text NOT NULL,
	"session_user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tracking" (
	"tracking_id" bigserial PRIMARY KEY NOT NULL,
	"tracking_website" text NOT NULL,
	"tracking_username" text NOT NULL,
	"tracking_role" text NOT NULL,
	"tracking_activity" text NOT NULL,
	"tracking_crated_at" timestamp with time zone NOT NULL,
	"tracking_account_id" integer,
	"tracking_ip" text
);
--> statement-breakpoint
CREATE TABLE "website" (
	"website_id" serial PRIMARY KEY NOT NULL,
	"website_name" text NOT NULL,
	"website_code" text NOT NULL,
	"website_panel" text NOT NULL,
	"website_bo_scale" integer NOT NULL,
	"website_created_at" timestamp with time zone NOT NULL,
	"website_created_by" integer,
	"website_last_edited_at" timestamp with time zone,
	"website_last_edited_by" integer,
	CONSTRAINT "website_code_key" UNIQUE("website_code"),
	CONSTRAINT "website_code_format" CHECK ("website"."website_code" ~ '^[A-Z0-9]{2,20}$'),
	CONSTRAINT "website_panel_value" CHECK ("website"."website_panel" in ('NEXUS', 'LUXE')),
	CONSTRAINT "website_bo_scale_value" CHECK ("website"."website_bo_scale" in (1, 1000))
);
--> statement-breakpoint
CREATE TABLE "whitelist" (
	"whitelist_id" serial PRIMARY KEY NOT NULL,
	"whitelist_ip" text NOT NULL,
	"whitelist_status" boolean DEFAULT true NOT NULL,
	"whitelist_created_at" timestamp with time zone NOT NULL,
	"whitelist_created_by" integer,
	"whitelist_last_edited_at" timestamp with time zone,
	"whitelist_last_edited_by" integer
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_account_website_website_website_id_fk" FOREIGN KEY ("account_website") REFERENCES "public"."website"("website_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "akun_bank" ADD CONSTRAINT "akun_bank_akun_bank_website_website_website_code_fk" FOREIGN KEY ("akun_bank_website") REFERENCES "public"."website"("website_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_session_account_id_account_account_id_fk" FOREIGN KEY ("session_account_id") REFERENCES "public"."account"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_name_key" ON "account" USING btree (lower("account_name"));--> statement-breakpoint
CREATE INDEX "account_website_idx" ON "account" USING btree ("account_website");--> statement-breakpoint
CREATE UNIQUE INDEX "akun_bank_identity_key" ON "akun_bank" USING btree ("akun_bank_website","akun_bank_jenis_transaksi","akun_bank_bank","akun_bank_no");--> statement-breakpoint
CREATE INDEX "login_failure_account_idx" ON "login_failure" USING btree ("login_failure_account_key","login_failure_at");--> statement-breakpoint
CREATE INDEX "login_failure_ip_idx" ON "login_failure" USING btree ("login_failure_ip","login_failure_at");--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("session_account_id");--> statement-breakpoint
CREATE INDEX "tracking_website_idx" ON "tracking" USING btree ("tracking_website","tracking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_ip_key" ON "whitelist" USING btree ("whitelist_ip");