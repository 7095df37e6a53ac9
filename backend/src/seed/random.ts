/**
 * Deterministic randomness for the seeds: a mulberry32 generator (no Math.random), so a
 * seed with the same starting number always writes the same clinics, people and charts.
 */

/** murmur3's 32-bit finalizer: a bijection on 32-bit integers (distinct inputs, distinct outputs). */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit number from a string (FNV-1a), to derive per-clinic seeds and salts from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

const hex8 = (value: number) => (value >>> 0).toString(16).padStart(8, '0');

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** Roughly normal (sum of three uniforms), clamped to [min, max]. */
  normal(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const z = (this.next() + this.next() + this.next() - 1.5) * 2; // ≈ N(0, 1) on [-3, 3]
    return Math.min(max, Math.max(min, mean + z * sd));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const result: T[] = [];
    while (result.length < count && copy.length > 0) {
      result.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    }
    return result;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }
}

/**
 * Deterministic v4-shaped UUIDs: the n-th id of a stream with a given salt. The first 32 bits
 * are a bijection of n, so ids of one stream never collide.
 */
export function createIdStream(salt: number): () => string {
  let n = 0;
  const s1 = fmix32(salt ^ 0x9e3779b9);
  const s2 = fmix32(salt ^ 0x85ebca6b);
  const s3 = fmix32(salt ^ 0xc2b2ae35);
  return () => {
    n++;
    const a = hex8(fmix32(n ^ salt));
    const b = hex8(fmix32(n + s1));
    const c = hex8(fmix32(n ^ s2));
    const d = hex8(fmix32(Math.imul(n, 0x27d4eb2d) ^ s3));
    const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  };
}
