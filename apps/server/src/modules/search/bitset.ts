/**
 * Fixed-size sets of document numbers as bits (32 per word). Documents are numbered in
 * result order (decision 036), so walking a set from bit 0 up visits them best first.
 */
export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(set: Bitset, doc: number): void {
  set[doc >>> 5]! |= 1 << (doc & 31);
}

export function hasBit(set: Bitset, doc: number): boolean {
  return (set[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

/** A set of the given sorted (or unsorted) document numbers. */
export function bitsetOf(size: number, docs: ArrayLike<number>): Bitset {
  const set = emptyBitset(size);
  for (let i = 0; i < docs.length; i += 1) setBit(set, docs[i]!);
  return set;
}

/** `target &= other`, in place. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! &= other[i]!;
}

/** `target &= ~other`, in place. */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! &= ~other[i]!;
}

/** `target |= other`, in place. */
export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! |= other[i]!;
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i += 1) if (set[i] !== 0) total += popcount32(set[i]!);
  return total;
}

/**
 * Calls `visit` for each member from the lowest up until it answers false. Cost: the words
 * up to the last member visited, so stopping after a page costs the page, not the set.
 */
export function forEachBit(set: Bitset, visit: (doc: number) => boolean | void): void {
  for (let i = 0; i < set.length; i += 1) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      const doc = (i << 5) + (31 - Math.clz32(low));
      if (visit(doc) === false) return;
      word ^= low;
    }
  }
}

/** Like forEachBit, from the highest member down. */
export function forEachBitDescending(set: Bitset, visit: (doc: number) => boolean | void): void {
  for (let i = set.length - 1; i >= 0; i -= 1) {
    let word = set[i]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word);
      if (visit((i << 5) + bit) === false) return;
      word &= ~(1 << bit);
    }
  }
}
