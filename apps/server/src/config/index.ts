import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from '../lib/client-ip';
import { sizeHeavyWork, type HeavyWorkLimits } from '../lib/heavy-work';

const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_OWNER_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  WHITELIST_SEED: z.string().default('127.0.0.1,::1'),
  TRUST_PROXY: z.string().optional(),
  COOKIE_SECURE: flag,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  UPLOAD_TMP_DIR: z.string().optional(),
  HEAVY_WORK_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  HEAVY_WORK_MEMORY_MB: z.coerce.number().int().min(64).optional(),
  FEED_SECRET_KEY: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The role that owns the tables and runs migrations, when the application connects as a lesser role that
   * may not change the audit trail (docs/operations.md "Database roles").
   */
  databaseOwnerUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  whitelistSeed: string[];
  /** Addresses/CIDRs whose X-Forwarded-For is believed; empty means none (socket address only). */
  trustProxy: string[];
  cookieSecure: boolean;
  sessionTtlMs: number;
  sessionIdleMs: number;
  logLevel: string;
  webDist: string | undefined;
  /** Where uploaded files wait while they are parsed; each is removed when its request ends. */
  uploadTmpDir: string;
  /** How much heavy work (workbooks, upload parses) runs at once; sized to the machine (decision 039). */
  heavyWork: HeavyWorkLimits;
  /**
   * The 32-byte key that seals the feeds' secrets (decision 057), from `FEED_SECRET_KEY` (64 hex digits or base64).
   * Unset: on the embedded database main.ts makes one in the data folder; on PostgreSQL feeds cannot be added.
   */
  feedSecretKey: Buffer | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment once; the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid ${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL)
    throw new ConfigError('DATABASE_OWNER_URL needs DATABASE_URL: the role the application connects as.');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    adminUsername: e.ADMIN_USERNAME?.trim() || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    whitelistSeed: e.WHITELIST_SEED.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cookieSecure: e.COOKIE_SECURE,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    uploadTmpDir: path.resolve(e.UPLOAD_TMP_DIR ?? path.join(tmpdir(), 'rekon-uploads')),
    heavyWork: heavyWorkLimits(e.HEAVY_WORK_THREADS, e.HEAVY_WORK_MEMORY_MB),
    feedSecretKey: e.FEED_SECRET_KEY ? parseFeedKey(e.FEED_SECRET_KEY) : undefined,
  };
}

/** `FEED_SECRET_KEY`: 32 bytes as 64 hex digits or as base64; anything else stops the start. */
export function parseFeedKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(value) && key.toString('base64') !== value))
    throw new ConfigError(
      'Invalid FEED_SECRET_KEY: 32 bytes as 64 hex digits or base64 (openssl rand -hex 32).',
    );
  return key;
}

/** The machine's sizing, with the operator's overrides of threads and memory (the line follows the threads). */
function heavyWorkLimits(threads: number | undefined, memoryMb: number | undefined): HeavyWorkLimits {
  const sized = sizeHeavyWork();
  const chosenThreads = threads ?? sized.threads;
  return {
    ...sized,
    threads: chosenThreads,
    memoryMb: memoryMb ?? sized.memoryMb,
    maxWaiting: 2 * chosenThreads + 2,
  };
}

/** Settings for tests and tools: the defaults, with overrides. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), ...overrides };
}
