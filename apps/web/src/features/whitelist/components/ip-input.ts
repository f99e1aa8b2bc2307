import { IPV4_INPUT_PATTERN } from '@rekon/contracts';

/** What the IP field keeps of a keystroke or a paste: digits and dots only (spec section 5). */
export const toIpInput = (text: string) => text.replace(/[^0-9.]/g, '');

/** Four groups of 1-3 digits separated by dots. */
export const isIpInputValid = (ip: string) => IPV4_INPUT_PATTERN.test(ip);
