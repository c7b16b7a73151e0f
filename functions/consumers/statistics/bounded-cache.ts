/**
 * Values built once and kept across calls (a warm container meets the same again), by family then
 * key: the statistics' metric names and local days. Bounded: all are forgotten once `max` are held.
 */
export class BoundedCache<K, V> {
  readonly #families = new Map<string, Map<K, V>>();
  #held = 0;

  constructor(private readonly max: number) {}

  /** The values of one family, to read and add to (then say how many with `added`). */
  family(name: string): Map<K, V> {
    if (this.#held >= this.max) {
      this.#families.clear();
      this.#held = 0;
    }
    let values = this.#families.get(name);
    if (!values) {
      values = new Map();
      this.#families.set(name, values);
    }
    return values;
  }

  added(count = 1): void {
    this.#held += count;
  }
}
