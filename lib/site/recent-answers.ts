/**
 * A process's memory of answers it has read, each kept `ttlMs`: for what every render asks and rarely changes
 * (a site's configuration and navigation). Only answers `keep` accepts are remembered, never a failure, so a
 * backend that comes back is asked again at once. At most `maxEntries` keys; the memory is emptied when full.
 */
export function recentAnswers<T>({ ttlMs, maxEntries = 500, now = () => Date.now() }: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    async read(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = await load();
      if (keep(value)) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, expiresAt: now() + ttlMs });
      }
      return value;
    },
  };
}
