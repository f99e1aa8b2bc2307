/**
 * Small integers by integer key (a multimap) in typed arrays, for the form index of an EXACT pass: it holds
 * a million keys of a hundred thousand names, most keys held by one name, and most lookups find nothing. An
 * object per key (a Map of arrays) cost more than the lookups, and so did reading a table of that size: a
 * slot keeps its key and its chain side by side, and a bitmap of a few bits per key, small enough to stay in
 * the processor's cache, turns most lookups away before the table is read. Sized for a known number of
 * entries; keys are non-negative.
 */
export class KeyIndex {
  /** Per slot, its key (-1: free) and the entry added last under it (the head of the key's chain). */
  private readonly slots: Int32Array;
  private readonly seen: Int32Array;
  private readonly values: Int32Array;
  private readonly nexts: Int32Array;
  private readonly mask: number;
  private readonly seenMask: number;
  private size = 0;

  constructor(capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.slots = new Int32Array(2 * slots).fill(-1);
    this.mask = slots - 1;
    // Four bits per slot, one set per key: about one lookup in nine of an absent key gets past it.
    this.seen = new Int32Array(slots / 8);
    this.seenMask = slots * 4 - 1;
    this.values = new Int32Array(capacity);
    this.nexts = new Int32Array(capacity);
  }

  private slotOf(key: number): number {
    let slot = (Math.imul(key, 0x9e3779b1) >>> 0) & this.mask;
    while (this.slots[2 * slot] !== -1 && this.slots[2 * slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }

  private seenBit(key: number): number {
    return (Math.imul(key, 0x85ebca6b) >>> 7) & this.seenMask;
  }

  /** Adds `value` under `key`, unless it was the last value added under it (a name holding a key twice). */
  add(key: number, value: number): void {
    const slot = this.slotOf(key);
    const head = this.slots[2 * slot + 1]!;
    if (this.slots[2 * slot] === key && this.values[head] === value) return;
    const bit = this.seenBit(key);
    this.seen[bit >>> 5]! |= 1 << (bit & 31);
    this.slots[2 * slot] = key;
    this.values[this.size] = value;
    this.nexts[this.size] = head;
    this.slots[2 * slot + 1] = this.size++;
  }

  /** The first entry under `key`, or -1; walk on with next() and read with value(). */
  first(key: number): number {
    const bit = this.seenBit(key);
    if (!(this.seen[bit >>> 5]! & (1 << (bit & 31)))) return -1;
    return this.slots[2 * this.slotOf(key) + 1]!;
  }

  next(entry: number): number {
    return this.nexts[entry]!;
  }

  value(entry: number): number {
    return this.values[entry]!;
  }
}
