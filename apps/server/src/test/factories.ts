import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { jakartaDate, type Bank, type JenisTransaksi, type Role } from '@rekon/contracts';
import type { Db } from '../db/client';
import {
  account,
  akunBank,
  boRow,
  statementRow,
  upload,
  uploadFile,
  website,
  whitelist,
  learnedName,
  feed,
} from '../db/schema';
import { purposeOf } from '../modules/feeds/feeds.service';
import { SecretBox } from '../modules/feeds/secret-box';
import { hashPassword } from '../lib/password';

/** Every factory account has this password; its hash is computed once per test file. */
export const FACTORY_PASSWORD = 'Factory-Rahasia-Kuat-77';
let passwordHash: Promise<string> | undefined;

let sequence = 0;
const next = () => `${++sequence}${randomBytes(2).toString('hex').toUpperCase()}`;

/** Rows made straight in the database, each test making its own. */
export class Factories {
  constructor(private readonly db: Db) {}

  async website(values: { code?: string; name?: string; panel?: 'NEXUS' | 'LUXE'; scale?: number } = {}) {
    const code = values.code ?? `W${next()}`;
    const panel = values.panel ?? 'NEXUS';
    const [row] = await this.db
      .insert(website)
      .values({
        website_name: values.name ?? `Website ${code}`,
        website_code: code,
        website_panel: panel,
        website_bo_scale: values.scale ?? (panel === 'NEXUS' ? 1000 : 1),
        website_created_at: new Date(),
      })
      .returning();
    return row!;
  }

  async account(values: { role?: Role; websiteId?: number; name?: string; status?: boolean } = {}) {
    const role = values.role ?? 'CHECKER';
    const websiteId = role === 'ADMIN' ? null : (values.websiteId ?? (await this.website()).website_id);
    passwordHash ??= hashPassword(FACTORY_PASSWORD);
    const [row] = await this.db
      .insert(account)
      .values({
        account_name: values.name ?? `user${next().toLowerCase()}`,
        account_password: await passwordHash,
        account_status: values.status ?? true,
        account_role: role,
        account_website: websiteId,
        account_created_at: new Date(),
      })
      .returning();
    return { ...row!, password: FACTORY_PASSWORD };
  }

  /** A statement name taught for a player account of the website (reconcile.md "Learned names"). */
  async learnedName(values: { websiteCode: string; statement?: string; account?: string }) {
    const statement = values.statement ?? 'SITI AMINAH';
    const [row] = await this.db
      .insert(learnedName)
      .values({
        learned_name_website: values.websiteCode,
        learned_name_account: values.account ?? `BCA|${9_000_000_000 + ++sequence}`,
        learned_name_holder: 'BUDI HARTONO',
        learned_name_statement: statement,
        learned_name_normalized: statement.toUpperCase(),
        learned_name_score: 0.2,
        learned_name_ticket: `D${8_000_000 + sequence}`,
        learned_name_created_at: new Date(),
        learned_name_created_by: null,
        learned_name_created_by_name: 'admin',
      })
      .returning();
    return row!;
  }

  async whitelist(ip: string, status = true) {
    const [row] = await this.db
      .insert(whitelist)
      .values({ whitelist_ip: ip, whitelist_status: status, whitelist_created_at: new Date() })
      .returning();
    return row!;
  }

  async akunBank(values: {
    websiteCode: string;
    jenis?: JenisTransaksi;
    bank?: Bank;
    name?: string;
    no?: string;
    status?: boolean;
  }) {
    const [row] = await this.db
      .insert(akunBank)
      .values({
        akun_bank_website: values.websiteCode,
        akun_bank_jenis_transaksi: values.jenis ?? 'DEPO',
        akun_bank_bank: values.bank ?? 'BCA',
        akun_bank_name: values.name ?? 'HENDRA KUSNADI',
        akun_bank_no: values.no ?? `45612${String(++sequence).padStart(5, '0')}`,
        akun_bank_status: values.status ?? true,
        akun_bank_created_at: new Date(),
      })
      .returning();
    return row!;
  }

  /**
   * An upload record, `uploadedAt` ago or now: what the 24-hour delete looks at. With `original`, that file is
   * stored too (one gzip part), as an upload keeps it for GET /api/uploadfile.
   */
  async upload(values: {
    websiteCode: string;
    kind?: (typeof upload.$inferInsert)['upload_kind'];
    at?: Date;
    by?: number;
    original?: Buffer;
  }) {
    const { original } = values;
    const [row] = await this.db
      .insert(upload)
      .values({
        upload_endpoint: '/api/test',
        upload_format: 'test',
        upload_kind: values.kind ?? 'bo_deposit',
        upload_website: values.websiteCode,
        upload_file_name: 'factory.csv',
        upload_file_sha256: original
          ? createHash('sha256').update(original).digest('hex')
          : randomBytes(32).toString('hex'),
        upload_file_size: original?.length ?? 1,
        upload_rows_total: 1,
        upload_rows_inserted: 1,
        upload_rows_duplicate: 0,
        upload_rows_skipped: 0,
        upload_summary: {},
        upload_created_at: values.at ?? new Date(),
        upload_created_by: values.by ?? 1,
        upload_created_by_name: 'factory',
      })
      .returning();
    if (original)
      await this.db.insert(uploadFile).values({
        upload_file_upload_id: row!.upload_id,
        upload_file_part: 0,
        upload_file_gzip: gzipSync(original),
      });
    return row!;
  }

  /** A pending BO deposit of `date` (default: today in Jakarta), with the spec's names of its id and ticket. */
  async boDeposit(values: {
    websiteCode: string;
    date?: string;
    amount?: string;
    userName?: string;
    holder?: string;
    ticket?: string;
    uploadId?: number;
    approved?: boolean;
  }) {
    const uploadId = values.uploadId ?? (await this.upload({ websiteCode: values.websiteCode })).upload_id;
    const date = values.date ?? jakartaDate(new Date());
    const ticket = values.ticket ?? `D${String(++sequence).padStart(7, '0')}`;
    const holder = values.holder ?? 'BUDI SANTOSO';
    const amountCents = centsOf(values.amount ?? '100000.00');
    const [row] = await this.db
      .insert(boRow)
      .values({
        side: 'DEPO',
        website: values.websiteCode,
        uploadId,
        fingerprint: randomUUID(),
        line: 2,
        approved: values.approved ?? false,
        ticket,
        requestedAt: new Date(`${date}T03:00:00Z`),
        panelApprovedAt: new Date(`${date}T03:05:00Z`),
        businessDate: date,
        username: values.userName ?? 'budi88',
        fullname: holder,
        paymentType: 'BANK',
        amountCents,
        adminFeeCents: 0,
        agentFeeCents: 0,
        playerFeeCents: 0,
        nettCents: amountCents,
        playerBank: `BCA|${holder}|8260939259`,
        playerBankBank: 'BCA',
        playerBankHolder: holder,
        playerBankNo: '8260939259',
        corporateBank: 'BCA|HENDRA KUSNADI|4561237890',
        description: '',
        status: 'Approved',
        handler: 'cs01',
        panelWebsite: values.websiteCode,
        ref: '',
        ownRef: '',
      })
      .returning();
    return { ...row!, bo_id: row!.id, ticket_no: row!.ticket };
  }

  /** A pending BO withdrawal of `date` (default: today in Jakarta). */
  async boWithdraw(values: {
    websiteCode: string;
    date?: string;
    amount?: string;
    uploadId?: number;
    approved?: boolean;
  }) {
    const uploadId =
      values.uploadId ??
      (await this.upload({ websiteCode: values.websiteCode, kind: 'bo_withdraw' })).upload_id;
    const date = values.date ?? jakartaDate(new Date());
    const ticket = `W${String(++sequence).padStart(7, '0')}`;
    const [row] = await this.db
      .insert(boRow)
      .values({
        side: 'WD',
        website: values.websiteCode,
        uploadId,
        fingerprint: randomUUID(),
        line: 2,
        ticket,
        approved: values.approved ?? false,
        requestedAt: new Date(`${date}T03:00:00Z`),
        panelApprovedAt: new Date(`${date}T03:05:00Z`),
        businessDate: date,
        username: 'budi88',
        fullname: 'BUDI SANTOSO',
        brand: values.websiteCode,
        amountCents: centsOf(values.amount ?? '50000.00'),
        agentFeeCents: 0,
        playerFeeCents: 0,
        nettCents: null,
        playerBank: 'BCA|BUDI SANTOSO|5835095908',
        playerBankBank: 'BCA',
        playerBankHolder: 'BUDI SANTOSO',
        playerBankNo: '5835095908',
        corporateBank: 'BCA|RIKA AMELIA|4561239012',
        description: '',
        status: 'Approved',
        handler: 'cs01',
        panelWebsite: values.websiteCode,
        ref: '',
        ownRef: '',
      })
      .returning();
    return { ...row!, wd_bo_id: row!.id, wd_ticket_no: row!.ticket };
  }

  /** A pending statement credit of `date` (default: today in Jakarta). */
  async mutasiDeposit(values: {
    websiteCode: string;
    date?: string;
    amount?: string;
    name?: string;
    accountId?: number | null;
    uploadId?: number;
    time?: string | null;
    /** Explained without a BO row, with this pass (`EXPLAIN_REFUND`, ...). */
    explained?: string;
  }) {
    const uploadId =
      values.uploadId ??
      (await this.upload({ websiteCode: values.websiteCode, kind: 'mutasi_deposit' })).upload_id;
    const [row] = await this.db
      .insert(statementRow)
      .values({
        side: 'DEPO',
        website: values.websiteCode,
        uploadId,
        fingerprint: randomUUID(),
        line: 2,
        amountCents: centsOf(values.amount ?? '100000.00'),
        senderName: values.name ?? 'BUDI SANTOSO',
        corporateBank: 'BCA HENDRA KUSNADI 4561237890',
        date: values.date ?? jakartaDate(new Date()),
        accountId: values.accountId ?? null,
        time: values.time ?? null,
        source: 'bca',
        description: `TRSF E-BANKING CR ${values.name ?? 'BUDI SANTOSO'}`,
        ...(values.explained ? { approved: true, matchPass: values.explained, remark: 'dijelaskan' } : {}),
      })
      .returning();
    return { ...row!, mutasi_id: row!.id };
  }

  /** A pending statement debit of `date` (default: today in Jakarta). */
  async mutasiWithdraw(values: {
    websiteCode: string;
    date?: string;
    amount?: string;
    accountId?: number | null;
    uploadId?: number;
    explained?: string;
  }) {
    const uploadId =
      values.uploadId ??
      (await this.upload({ websiteCode: values.websiteCode, kind: 'mutasi_withdraw' })).upload_id;
    const [row] = await this.db
      .insert(statementRow)
      .values({
        side: 'WD',
        website: values.websiteCode,
        uploadId,
        fingerprint: randomUUID(),
        line: 2,
        amountCents: centsOf(values.amount ?? '50000.00'),
        senderName: 'BUDI SANTOSO',
        corporateBank: 'BCA RIKA AMELIA 4561239012',
        date: values.date ?? jakartaDate(new Date()),
        accountId: values.accountId ?? null,
        source: 'bca',
        description: 'TRSF E-BANKING DB BUDI SANTOSO',
        ...(values.explained ? { approved: true, matchPass: values.explained, remark: 'dijelaskan' } : {}),
      })
      .returning();
    return { ...row!, mutasiwd_id: row!.id };
  }

  /**
   * A push feed on a new active account of the website (DEPO BCA), its secret sealed with the test apps' feed key
   * (TEST_FEED_KEY), so the app opens it as it opens one an ADMIN added.
   */
  async pushFeed(values: { websiteCode: string; secret?: string; enabled?: boolean }) {
    const account = await this.akunBank({ websiteCode: values.websiteCode, jenis: 'DEPO', bank: 'BCA' });
    const secret = values.secret ?? 'rahasia-feed-pabrik-0123456789';
    const [row] = await this.db
      .insert(feed)
      .values({
        feed_akun_bank_id: account.akun_bank_id,
        feed_name: `Feed ${next()}`,
        feed_kind: 'push',
        feed_secret: new SecretBox(TEST_FEED_KEY).seal(secret, purposeOf('push')),
        feed_allowed_ips: [],
        feed_snap: null,
        feed_interval_s: 300,
        feed_enabled: values.enabled ?? true,
        feed_created_at: new Date(),
      })
      .returning();
    return { ...row!, account, secret };
  }
}

/** The feed key of every test app (decision 057): fixed, so factories seal secrets the app can open. */
export const TEST_FEED_KEY = Buffer.alloc(32, 7);

/** Rupiah as the tests write them (`'100000.00'`) in integer cents. */
const centsOf = (rupiah: string) => Math.round(Number(rupiah) * 100);
