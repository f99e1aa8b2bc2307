import { jakartaTime } from '../../lib/format';

export type Greeting = 'pagi' | 'siang' | 'sore' | 'malam';

/**
 * The greeting band on the Jakarta clock (spec section 9): pagi 05:00-10:59, siang 11:00-13:59, sore
 * 14:00-18:30, otherwise malam.
 */
export function greetingAt(instant: Date): Greeting {
  const { hour, minute } = jakartaTime(instant);
  if (hour >= 5 && hour <= 10) return 'pagi';
  if (hour >= 11 && hour <= 13) return 'siang';
  if ((hour >= 14 && hour <= 17) || (hour === 18 && minute <= 30)) return 'sore';
  return 'malam';
}
