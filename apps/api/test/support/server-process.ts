import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config.js';
import { freePort } from '../../src/db/free-port.js';

const API_DIR = path.join(REPO_ROOT, 'apps/api');

/** The words of apps/api's `start` script: `pnpm start` builds, then runs exactly this (a plain command, no shell). */
function startScript(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = (pkg.scripts.start ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((w) => /[&|;<>$`'"]/.test(w)))
    throw new Error(`apps/api's start script must be one plain command, not ${pkg.scripts.start}`);
  return words;
}

const [START_COMMAND, ...START_ARGS] = startScript();

/**
 * The API server as `pnpm start` runs it: its own process, running apps/api's `start` script (node on
 * the built dist/main.js, which the API tests' global setup builds when it is missing or stale), so
 * production tests (database faults, several processes, shutdown, metrics) measure the real thing
 * and not an app inside the test runner. SERVER_COMMAND is the one place that says how.
 */
export const SERVER_COMMAND: { command: string; args: string[]; cwd: string } = {
  command: START_COMMAND!,
  args: START_ARGS,
  cwd: API_DIR,
};

export interface PortalProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal to the whole process group (the server and anything it started). */
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `ms`; resolves when it is gone. */
  stop(ms?: number): Promise<number | string>;
}

export interface StartOptions {
  /** Environment on top of the test defaults below (DATABASE_URL, WEB_CONCURRENCY, ...); undefined unsets a variable. */
  env?: Record<string, string | undefined>;
  port?: number;
  /** How long to wait for /healthz. */
  timeoutMs?: number;
}

export async function startPortalProcess({ env = {}, port, timeoutMs = 90_000 }: StartOptions = {}): Promise<PortalProcess> {
  const listen = port ?? (await freePort());
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: SERVER_COMMAND.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(listen),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_MODE: 'off',
      RATE_LIMIT_MODE: 'off',
      // As createTestApp (support/app.ts TEST_BCRYPT_COST); a production run (the benches) keeps its default.
      ...(env.NODE_ENV === undefined || env.NODE_ENV === 'test' ? { BCRYPT_COST: '4' } : {}),
      JWT_SECRET: 'process-test-secret-process-test-secret-0123456789',
      WEB_DIST: '/nonexistent-web-dist',
      ADMIN_DIST: '/nonexistent-admin-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig ?? 'unknown')));
  const url = `http://127.0.0.1:${listen}`;
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  const portal: PortalProcess = {
    url,
    port: listen,
    child,
    output: () => output,
    exited,
    signal,
    async stop(ms = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), ms);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the portal exited early with code ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return portal;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  signal('SIGKILL');
  throw new Error(`the portal did not answer ${url}/healthz within ${timeoutMs} ms:\n${output}`);
}
