// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (it arrived in Node 21).
// Loaded by each vitest.config.ts so a failing test is reported instead of crashing the reporter.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const key = keyOf(item, i++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
