import { createHash, randomBytes } from 'node:crypto';

export const COOKIE_NAME = 'token';

/** 256 random bits, base64url: the cookie value. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest();
/** A token has exactly this shape; anything else is not looked up. */
export const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
