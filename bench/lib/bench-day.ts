/**
 * A bench day's database and uploads, shared by the benches that load a generated day through the real upload
 * service (upload.bench.ts, signals.bench.ts): one ADMIN, the day's website (and any others asked for) and its
 * BCA deposit account, then each file through `ingestUpload` as the HTTP route would call it.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { account, akunBank, website } from '../../apps/server/src/db/schema';
import type { Actor } from '../../apps/server/src/http/access';
import type { HeavyWork } from '../../apps/server/src/lib/heavy-work';
import { resolveUploadRequest } from '../../apps/server/src/modules/uploads/upload-request';
import { ingestUpload } from '../../apps/server/src/modules/uploads/uploads.service';
import type { DayShape } from '../../apps/server/src/test/day-files';

/** Migrates, then adds the bench ADMIN, `shape.website` (and `otherWebsites`) and the day's deposit account. */
export async function setupBenchDay(
  database: Database,
  shape: DayShape,
  otherWebsites: readonly string[] = [],
): Promise<Actor> {
  await migrate(database.db);
  const [admin] = await database.db
    .insert(account)
    .values({
      account_name: 'bench',
      account_password: 'x',
      account_role: 'ADMIN',
      account_created_at: new Date(),
    })
    .returning();
  for (const code of [shape.website, ...otherWebsites]) {
    await database.db.insert(website).values({
      website_name: code,
      website_code: code,
      website_panel: 'NEXUS',
      website_bo_scale: 1000,
      website_created_at: new Date(),
    });
  }
  await database.db.insert(akunBank).values({
    akun_bank_website: shape.website,
    akun_bank_jenis_transaksi: 'DEPO',
    akun_bank_bank: 'BCA',
    akun_bank_name: shape.account.name,
    akun_bank_no: shape.account.number,
    akun_bank_created_at: new Date(),
  });
  return {
    accountId: admin!.account_id,
    accountName: 'bench',
    role: 'ADMIN',
    websiteId: null,
    websiteCode: null,
    websiteName: null,
    mustChangePassword: false,
    sessionHash: Buffer.alloc(32),
  };
}

/** Uploads one day file (the BO export or the BCA statement of `shape`) and times it, in milliseconds. */
export async function ingestBenchFile(
  database: Database,
  heavyWork: HeavyWork,
  actor: Actor,
  endpoint: '/api/checkdata' | '/api/mutasiupdepobca',
  file: string,
  shape: DayShape,
) {
  const fields = new Map<string, string>([['groups', shape.website]]);
  if (endpoint === '/api/mutasiupdepobca') {
    fields
      .set('jenis', 'DEPO')
      .set('corporate_bank_name', shape.account.name)
      .set('corporate_bank_no', shape.account.number)
      .set('dates', '05-Jun-2026');
  }
  const request = await resolveUploadRequest(database.db, endpoint, fields, actor);
  const started = performance.now();
  const result = await ingestUpload(
    database,
    heavyWork,
    request,
    {
      path: file,
      name: path.basename(file),
      size: statSync(file).size,
      sha256: createHash('sha256').update(file).digest('hex'),
      mimetype: 'text/csv',
    },
    { actor, ip: '127.0.0.1', at: new Date() },
  );
  return { ms: performance.now() - started, summary: result.summary };
}
