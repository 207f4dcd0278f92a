/**
 * A small seeded generator (mulberry32), so that every run of the seed draws the same data and a
 * bug report about "the third flat in Jelna" means the same flat on every machine.
 */
export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  return {
    next,
    /** Whole number in [min, max]. */
    int(min: number, max: number): number {
      return min + Math.floor(next() * (max - min + 1));
    },
    /** Number in [min, max), rounded to a multiple of `step`. */
    between(min: number, max: number, step = 1): number {
      const value = Math.round((min + next() * (max - min)) / step) * step;
      // 419 * 0.1 is 41.900000000000006 in binary floating point; areas must read 41.9.
      return Math.round(value * 1e6) / 1e6;
    },
    chance(probability: number): boolean {
      return next() < probability;
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    /** Picks by relative weight: `{ a: 3, b: 1 }` yields a three times as often as b. */
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1][0];
    },
    /** `count` distinct items in random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
  };
}
