import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { normalizeIp, parseWhitelistIp } from '../../lib/client-ip';
import { generatePassword, hashPassword, passwordProblem } from '../../lib/password';
import { countEntries, insertEntries } from '../whitelist/whitelist.repository';
import { countAccounts, insertAccount, lockBootstrap } from './accounts.repository';
import { record } from '../tracking/tracking.service';

export interface BootstrapOptions {
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  whitelistSeed: string[];
  log: FastifyBaseLogger;
  now: Date;
  /** Where the generated password is shown, once. */
  announce?: (text: string) => void;
}

/**
 * On an empty database: the first ADMIN and the seed whitelist, so the first admin can get in. A generated
 * password is printed once and must be changed at the first sign-in (security.md A6).
 */
export async function bootstrap(db: Db, options: BootstrapOptions) {
  const { log, now } = options;
  let generated: { name: string; password: string } | undefined;
  if (options.adminPassword) {
    const problem = passwordProblem(options.adminPassword, options.adminUsername ?? 'admin');
    if (problem || options.adminPassword.length < 8 || options.adminPassword.length > 128) {
      throw new Error(`ADMIN_PASSWORD is refused: ${problem ?? 'it must be 8 to 128 characters long.'}`);
    }
  }
  await db.transaction(async (trx) => {
    await lockBootstrap(trx);
    const system = { username: 'SYSTEM', role: 'SYSTEM', at: now, website: 'ALL' };
    if ((await countAccounts(trx)) === 0) {
      const name = options.adminUsername ?? 'admin';
      const password = options.adminPassword ?? generatePassword();
      await insertAccount(trx, {
        account_name: name,
        account_password: await hashPassword(password),
        account_status: true,
        account_role: 'ADMIN',
        account_website: null,
        account_must_change_password: options.adminPassword === undefined,
        account_created_at: now,
      });
      await record(trx, { ...system, activity: `Membuat ADMIN awal ${name}` });
      if (!options.adminPassword) generated = { name, password };
      log.info({ account: name }, 'created the first ADMIN account');
    }
    if ((await countEntries(trx)) === 0 && options.whitelistSeed.length > 0) {
      const ips = [
        ...new Set(
          options.whitelistSeed.map((seed) => {
            const ip = parseWhitelistIp(normalizeIp(seed));
            if (!ip) throw new Error(`WHITELIST_SEED entry "${seed}" is not an IP address.`);
            return ip;
          }),
        ),
      ];
      await insertEntries(
        trx,
        ips.map((ip) => ({ whitelist_ip: ip, whitelist_status: true, whitelist_created_at: now })),
      );
      await record(trx, { ...system, activity: `Mengisi whitelist awal: ${ips.join(', ')}` });
      log.info({ ips }, 'seeded the IP whitelist');
    }
  });
  if (generated) {
    const announce = options.announce ?? ((text: string) => process.stdout.write(text));
    announce(
      `\n  First ADMIN account created.\n    username: ${generated.name}\n    password: ${generated.password}\n` +
        '  This password is shown once and must be changed at the first sign-in.\n\n',
    );
  }
}
