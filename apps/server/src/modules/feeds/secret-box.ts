import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFeedKey } from '../../config';

/**
 * The feeds' secrets at rest (decision 057): AES-256-GCM with the key of `FEED_SECRET_KEY`, each sealed value
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, with the feed's purpose as additional data so that a value copied from
 * one column to another does not open. Never logged, never answered.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('feed secret key must be 32 bytes');
  }

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, purpose: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined)
      throw new Error('sealed feed secret of an unknown version');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

export const FEED_KEY_FILE = 'feed-secret.key';

/**
 * The embedded database's feed key when `FEED_SECRET_KEY` is not set: read from the data folder, or made there
 * (readable by its owner only) on the first start. `created` tells the caller to say so once.
 */
export function dataDirFeedKey(dataDir: string): { key: Buffer; file: string; created: boolean } {
  const file = path.join(dataDir, FEED_KEY_FILE);
  if (existsSync(file)) return { key: parseFeedKey(readFileSync(file, 'utf8')), file, created: false };
  writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return { key: parseFeedKey(readFileSync(file, 'utf8')), file, created: true };
}
