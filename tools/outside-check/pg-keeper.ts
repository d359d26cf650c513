// Part B's PostgreSQL: the repo's embedded server (startEmbeddedPostgres), started again within a
// second when its postmaster is gone, as `pnpm start` does. SIGUSR1 stops it (fast shutdown) and
// pauses the restarts, for the /readyz check; SIGUSR2 lets it start again; SIGTERM stops it and exits.
// (The repo's superviseEmbeddedPostgres().stop() is not used: after a restart it ended this process
// with an unhandled rejection, see c-supervised-pg.mjs.)
import { ensureDatabase, runningPostmaster, startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres.ts';

const dataDir = process.env.PG_DATA_DIR ?? new URL('../../.data/outside/b', import.meta.url).pathname;
const port = Number(process.env.PG_PORT ?? 55401);
const log = (m: string) => console.log(new Date().toISOString(), m);
const pgLog = (m: string) => {
  if (/deadlock|DETAIL|CONTEXT|Process \d+|FATAL|PANIC|ERROR/.test(m)) log(`pg: ${m.trim()}`);
};
process.on('unhandledRejection', (e) => log(`unhandled rejection: ${String(e)}`));
const server = await startEmbeddedPostgres({ dataDir, port, log: pgLog });
await ensureDatabase(server.url('postgres'), 'portal');
log(`ready ${server.url('portal')}`);
let paused = false;
let starting = false;
setInterval(() => {
  if (paused || starting || runningPostmaster(dataDir) !== null) return;
  starting = true;
  log('postmaster gone: starting it again');
  startEmbeddedPostgres({ dataDir, port, log: pgLog })
    .then(
      () => log('restarted'),
      (e) => log(`restart failed: ${String(e)}`),
    )
    .finally(() => (starting = false));
}, 1000);
async function stopPg() {
  const pid = runningPostmaster(dataDir);
  if (pid) process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && runningPostmaster(dataDir) !== null; i++) await new Promise((r) => setTimeout(r, 100));
  log(`postgres stopped (${pid})`);
}
process.on('SIGUSR1', () => {
  paused = true;
  void stopPg();
});
process.on('SIGUSR2', () => {
  paused = false;
  log('restarts allowed again');
});
process.on('SIGTERM', () => {
  paused = true;
  void stopPg().then(() => process.exit(0));
});
