import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { exec, openDatabase, type Database, type Db } from './client';
import { migrate } from './migrate';

/**
 * Two roles on PostgreSQL (security.md F38, issue 18): the owner runs migrations and owns the tables; the
 * application connects as a role that may read and add audit rows but not change, remove or truncate them,
 * nor touch the trigger that refuses those changes (only a table's owner can alter its triggers).
 */
export async function grantApplicationRole(owner: Db, appRole: string): Promise<void> {
  const ownerRole = await currentRole(owner);
  if (ownerRole === appRole)
    throw new Error(
      `DATABASE_OWNER_URL and DATABASE_URL both connect as ${appRole}: the application needs a role of its own.`,
    );
  const { rows: role } = await exec<{ super: boolean }>(
    owner,
    sql`select rolsuper as super from pg_roles where rolname = ${appRole}`,
  );
  if (role[0]?.super)
    throw new Error(`The application role ${appRole} is a superuser: it could change the audit trail.`);
  const { rows: owned } = await exec<{ name: string }>(
    owner,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p', 'S')
          and pg_get_userbyid(c.relowner) = ${appRole}
        order by 1`,
  );
  if (owned.length > 0)
    throw new Error(
      `The application role ${appRole} owns ${owned.map((r) => r.name).join(', ')}. Give them to the owner ` +
        `first, as a superuser: REASSIGN OWNED BY ${appRole} TO ${ownerRole}; (docs/operations.md, "Database roles").`,
    );
  const app = sql.identifier(appRole);
  await owner.transaction(async (trx) => {
    await exec(trx, sql`grant usage on schema public to ${app}`);
    await exec(trx, sql`grant select, insert, update, delete on all tables in schema public to ${app}`);
    await exec(trx, sql`grant usage, select on all sequences in schema public to ${app}`);
    await exec(trx, sql`revoke update, delete, truncate, references, trigger on tracking from ${app}`);
    // The chain's head moves only by the owner's trigger; verifications are kept, not rewritten (decision 066).
    await exec(
      trx,
      sql`revoke insert, update, delete, truncate, references, trigger on tracking_chain from ${app}`,
    );
    await exec(
      trx,
      sql`revoke update, delete, truncate, references, trigger on tracking_verification from ${app}`,
    );
    await exec(trx, sql`revoke insert, update, delete, truncate on schema_migration from ${app}`);
  });
}

export async function currentRole(db: Db): Promise<string> {
  const { rows } = await exec<{ role: string }>(db, sql`select current_user::text as role`);
  return rows[0]!.role;
}

/** Whether the connected role could rewrite the audit trail: it owns the table (and so its triggers). */
export async function ownsTracking(db: Db): Promise<boolean> {
  const { rows } = await exec<{ owns: boolean }>(
    db,
    sql`select pg_get_userbyid(relowner) = current_user as owns from pg_class where oid = 'tracking'::regclass`,
  );
  return rows[0]?.owns ?? false;
}

/**
 * Brings the database up to date before the application uses it: migrations (as the owner when one is
 * configured), then the application role's grants. Returns the migrations applied.
 */
export async function prepareDatabase(
  config: Pick<Config, 'databaseOwnerUrl'>,
  database: Database,
  warn: (message: string) => void,
): Promise<string[]> {
  if (!config.databaseOwnerUrl) {
    const applied = await migrate(database.db);
    if (database.engine === 'postgres' && (await ownsTracking(database.db)))
      warn(
        'The application role owns the tracking table: only its trigger keeps the audit trail append-only. ' +
          'Set DATABASE_OWNER_URL to run with two roles (docs/operations.md, "Database roles").',
      );
    return applied;
  }
  const owner = await openDatabase({ url: config.databaseOwnerUrl, poolSize: 1 });
  try {
    const applied = await migrate(owner.db);
    await grantApplicationRole(owner.db, await currentRole(database.db));
    return applied;
  } finally {
    await owner.close();
  }
}
