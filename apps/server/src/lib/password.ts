import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { MSG } from '@rekon/contracts';

/**
 * argon2id with OWASP's first recommended setting: m = 19 MiB, t = 2, p = 1 (docs/decisions/002).
 * Stored as a PHC string, so older parameters are recognised and upgraded at the next sign-in.
 */
export const HASH_OPTIONS = {
  // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
const CURRENT_PARAMS = `$argon2id$v=19$m=${HASH_OPTIONS.memoryCost},t=${HASH_OPTIONS.timeCost},p=${HASH_OPTIONS.parallelism}$`;

export const hashPassword = (password: string) => hash(password, HASH_OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PARAMS);

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password, verified when the user does not exist so that an unknown name costs the same
 * time as a wrong password (security.md A1, Django #20760).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** A random password for the bootstrap admin: 20 characters of base64url, 120 bits. */
export const generatePassword = () => randomBytes(15).toString('base64url');

/** Words of this product that make a password guessable, whatever digits follow them. */
const CONTEXT_WORDS = [
  'rekon',
  'nexus',
  'luxe',
  'admin',
  'administrator',
  'checker',
  'password',
  'rekonsiliasi',
];

let commonPasswords: Set<string> | undefined;
function common(): Set<string> {
  // zxcvbn-ts's list of about 49,000 common passwords (ASVS V6.2.4 asks for at least the top 3,000).
  commonPasswords ??= new Set(
    [...dictionary['passwords-common'], ...CONTEXT_WORDS].map((word) => word.toLowerCase()),
  );
  return commonPasswords;
}

/**
 * Length is checked by the contract (8-128). This refuses common and context passwords: the list itself,
 * a listed word with digits or symbols around it (`admin123`, `rekon2025!`), or one containing the username.
 */
export function passwordProblem(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && lower.includes(name)) return MSG.passwordSameAsUsername;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (common().has(lower) || (core.length >= 3 && common().has(core))) return MSG.passwordTooCommon;
  return null;
}
