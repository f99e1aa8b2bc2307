/** What the IP field keeps of a keystroke or a paste: digits and dots only (spec section 5). */
export const toIpInput = (text: string) => text.replace(/[^0-9.]/g, '');
