/**
 * A least-recently-used cache on top of `Map`, whose iteration order is insertion order: reading an
 * entry re-inserts it at the end, so the first key is always the one to evict.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  /** @param capacity Entries kept; at least 1. */
  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError(`LruCache: capacity must be at least 1, got ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores a value as the most recently used, evicting the least recently used when full. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Keys from least to most recently used. */
  keys(): K[] {
    return [...this.#entries.keys()];
  }
}
