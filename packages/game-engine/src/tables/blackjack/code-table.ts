/**
 * Rows of `width` counts keyed by whole-number codes (below 2^53), by open addressing. The joint split search merges
 * hundreds of millions of paths into millions of rows; a `Map` of arrays is several times slower and heavier.
 * Rows are kept densely, in the order they were first reached.
 */
export class CodeTable {
  /** Row r's code. */
  codes: Float64Array;
  /** Row r's counts at `r × width` … `r × width + width − 1`. */
  counts: Float64Array;
  size = 0;
  private slots: Int32Array;
  /** Row r's slot, to clear the table quickly. */
  private slotOfRow: Int32Array;
  private mask: number;
  /** 32 − log2(slots): Fibonacci hashing takes a product's top bits. */
  private shift: number;

  constructor(
    readonly width: number,
    expected = 1024,
  ) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    this.slotOfRow = new Int32Array(capacity / 2);
    this.codes = new Float64Array(capacity / 2);
    this.counts = new Float64Array((capacity / 2) * width);
  }

  /** The row of `code`, added (all counts zero) if it is new. */
  rowOf(code: number): number {
    let slot = this.slotOf(code);
    for (;;) {
      const row = this.slots[slot]!;
      if (row === -1) break;
      if (this.codes[row] === code) return row;
      slot = (slot + 1) & this.mask;
    }
    if (this.size * 2 >= this.slots.length) {
      this.grow();
      return this.rowOf(code);
    }
    const row = this.size;
    this.size += 1;
    this.slots[slot] = row;
    this.slotOfRow[row] = slot;
    this.codes[row] = code;
    return row;
  }

  /** Empties the table, keeping its memory (in time proportional to its rows, not its capacity). */
  clear(): void {
    for (let row = 0; row < this.size; row += 1) this.slots[this.slotOfRow[row]!] = -1;
    this.counts.fill(0, 0, this.size * this.width);
    this.size = 0;
  }

  add(code: number, column: number, amount: number): void {
    this.counts[this.rowOf(code) * this.width + column]! += amount;
  }

  private slotOf(code: number): number {
    // Mixes the low and high parts of the code (up to 52 bits), then keeps the top bits of a golden-ratio product.
    const low = code | 0; // ToInt32: the code modulo 2^32
    const high = (code / 0x1_0000_0000) | 0;
    return Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> this.shift;
  }

  private grow(): void {
    const capacity = this.slots.length * 2;
    this.slots = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    this.shift -= 1;
    const codes = new Float64Array(capacity / 2);
    codes.set(this.codes.subarray(0, this.size));
    this.codes = codes;
    const counts = new Float64Array((capacity / 2) * this.width);
    counts.set(this.counts.subarray(0, this.size * this.width));
    this.counts = counts;
    this.slotOfRow = new Int32Array(capacity / 2);
    for (let row = 0; row < this.size; row += 1) {
      let slot = this.slotOf(this.codes[row]!);
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = row;
      this.slotOfRow[row] = slot;
    }
  }
}
