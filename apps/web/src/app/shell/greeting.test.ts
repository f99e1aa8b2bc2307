import { describe, expect, it } from 'vitest';
import { greetingAt } from './greeting';

/** An instant whose Jakarta wall clock reads hh:mm on 5 Jan 2025. */
const jakarta = (hhmm: string) => new Date(`2025-01-05T${hhmm}:00+07:00`);

describe('greetingAt', () => {
  it.each([
    ['04:59', 'malam'],
    ['05:00', 'pagi'],
    ['10:59', 'pagi'],
    ['11:00', 'siang'],
    ['13:59', 'siang'],
    ['14:00', 'sore'],
    ['18:30', 'sore'],
    ['18:31', 'malam'],
    ['23:00', 'malam'],
    ['00:00', 'malam'],
  ])('at %s Jakarta time says %s', (hhmm, greeting) => {
    expect(greetingAt(jakarta(hhmm))).toBe(greeting);
  });

  it('follows Jakarta, not the machine clock', () => {
    // 02:00 UTC is 09:00 in Jakarta.
    expect(greetingAt(new Date('2025-01-05T02:00:00Z'))).toBe('pagi');
  });
});
