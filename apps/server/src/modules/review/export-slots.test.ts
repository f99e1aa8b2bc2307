import { describe, expect, it } from 'vitest';
import { ServerBusyError } from '../../lib/heavy-work';
import { exportSlots } from './export-slots';

describe('exportSlots', () => {
  it('lets a few exports stream at once, at most two of one account, and gives each slot back once', () => {
    const slots = exportSlots({ total: 3, perAccount: 2 });
    const a1 = slots.take(1);
    slots.take(1);
    expect(() => slots.take(1)).toThrow(ServerBusyError);
    const b1 = slots.take(2);
    expect(() => slots.take(3)).toThrow(ServerBusyError);
    a1();
    a1();
    expect(slots.running).toBe(2);
    slots.take(1);
    b1();
    slots.take(3);
    expect(slots.running).toBe(3);
  });
});
