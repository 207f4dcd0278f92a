export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** `work` over every item with at most `limit` at once; outcomes in the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<Outcome<R>[]> {
  const outcomes: Outcome<R>[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      try {
        outcomes[index] = { ok: true, value: await work(items[index] as T) };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return outcomes;
}
