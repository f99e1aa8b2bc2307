/**
 * Small integers by integer key (a multimap) in typed arrays, for the name index of an EXACT group: a crowd's
 * index holds hundreds of thousands of keys, most of them held by one name, and an object per key (a Map of
 * arrays) cost more than the lookups. Sized for a known number of entries; keys are non-negative.
 */
export class KeyIndex {
  private readonly slotKeys: Int32Array;
  /** Per slot, the entry added last under its key (the head of the key's chain). */
  private readonly slotHeads: Int32Array;
  private readonly values: Int32Array;
  private readonly nexts: Int32Array;
  private readonly mask: number;
  private size = 0;

  constructor(capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.slotKeys = new Int32Array(slots).fill(-1);
    this.slotHeads = new Int32Array(slots).fill(-1);
    this.values = new Int32Array(capacity);
    this.nexts = new Int32Array(capacity);
    this.mask = slots - 1;
  }

  private slotOf(key: number): number {
    let slot = (Math.imul(key, 0x9e3779b1) >>> 0) & this.mask;
    while (this.slotKeys[slot] !== -1 && this.slotKeys[slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }

  /** Adds `value` under `key`, unless it was the last value added under it (a name holding a key twice). */
  add(key: number, value: number): void {
    const slot = this.slotOf(key);
    const head = this.slotHeads[slot]!;
    if (head >= 0 && this.values[head] === value) return;
    this.slotKeys[slot] = key;
    this.values[this.size] = value;
    this.nexts[this.size] = head;
    this.slotHeads[slot] = this.size++;
  }

  /** The first entry under `key`, or -1; walk on with next() and read with value(). */
  first(key: number): number {
    return this.slotHeads[this.slotOf(key)]!;
  }

  next(entry: number): number {
    return this.nexts[entry]!;
  }

  value(entry: number): number {
    return this.values[entry]!;
  }
}
