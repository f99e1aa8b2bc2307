/** The first ADMIN of the shared test server (created at start with a known password). */
export const ADMIN = { name: 'admin', password: 'Rahasia-Kuat-Sekali-1' } as const;

/** A password the server's policy accepts (long, not common, not containing the username). */
export const STRONG_PASSWORD = 'Kopi-Tubruk-Pagi-2025!';

/** A short random suffix, so each file's websites and accounts never collide with another file's. */
export const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();
