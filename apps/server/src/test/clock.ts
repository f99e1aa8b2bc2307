/** A clock the test moves by hand: sessions, throttles and edit windows read it instead of the wall. */
export class FakeClock {
  private time: number;
  constructor(start: Date | string = new Date()) {
    this.time = new Date(start).getTime();
  }
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
  set(at: Date | string) {
    this.time = new Date(at).getTime();
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
