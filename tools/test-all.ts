/**
 * `pnpm test`: every workspace package's `test` script, in two lanes that run side by side (docs/testing.md#the-suites).
 *
 * First, alone: the game page's package (its test builds apps/play/dist, which the API tests and the
 * portal serve) and the API's dist/ (the server the tests start as its own process): both are read by
 * the lanes, so they are built before anything reads them. Then the lanes, each one package at a time:
 *
 * - the API: its pure rules, then every route on one embedded PostgreSQL (most of the machine's work
 *   is there: PostgreSQL and the test process share it);
 * - everything else: the contracts, the game rules, the client, then the web app and the back
 *   office (their jsdom tests, then their browser tests: each starts its own portal on its own
 *   embedded PostgreSQL and port). The web and back-office browser tests both build apps/web: they
 *   stay in one lane, one after the other.
 *
 * A package's output is printed whole when it ends (the two lanes do not interleave their lines), with
 * a line every minute saying what still runs. Every package runs even when one fails; the exit code is
 * non-zero when any failed. The closing table gives each package's time.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FIRST = ['@portal/play'];
const LANES = [['@portal/api'], ['@portal/contracts', '@portal/game-rules', '@portal/client', '@portal/web', '@portal/admin']];

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Every workspace package that has a `test` script: a package missing from the plan fails the run. */
function packagesWithTests(): string[] {
  const names: string[] = [];
  for (const folder of ['apps', 'packages']) {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const file = path.join(ROOT, folder, entry.name, 'package.json');
      if (!entry.isDirectory() || !fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; scripts?: Record<string, string> };
      if (pkg.scripts?.test) names.push(pkg.name);
    }
  }
  return names.sort();
}

const running = new Map<string, { started: number; pid: number | undefined }>();

function runPackage(name: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so an interrupted run can stop the package and everything it started.
    const child = spawn('pnpm', ['--filter', name, 'test'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: process.env });
    running.set(name, { started, pid: child.pid });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    child.on('close', (code, signal) => {
      running.delete(name);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      process.stdout.write(`\n===== ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(chunks));
      process.stdout.write(`===== end of ${name} =====\n`);
      resolve({ name, ok, seconds });
    });
  });
}

async function runLane(names: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const name of names) outcomes.push(await runPackage(name));
  return outcomes;
}

function stopAll(signal: NodeJS.Signals) {
  for (const { pid } of running.values()) {
    try {
      if (pid) process.kill(-pid, signal);
    } catch {
      /* already gone */
    }
  }
}

async function main() {
  const planned = [...FIRST, ...LANES.flat()].sort();
  const missing = packagesWithTests().filter((n) => !planned.includes(n));
  if (missing.length > 0) {
    console.error(
      `tools/test-all.ts: ${missing.join(', ')} ha${missing.length > 1 ? 've' : 's'} a test script but no place in a lane: add it to FIRST or LANES`,
    );
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll('SIGTERM');
      setTimeout(() => process.exit(1), 15_000).unref();
    });
  }
  const begun = Date.now();
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const list = [...running].map(([name, r]) => `${name} (${Math.round((now - r.started) / 1000)} s)`);
    process.stdout.write(`… ${Math.round((now - begun) / 1000)} s: running ${list.join(', ')}\n`);
  }, 60_000);

  const outcomes: Outcome[] = [];
  for (const name of FIRST) outcomes.push(await runPackage(name));
  // The server the tests run as its own process: built once here, before two lanes could build it at once.
  const build = spawnSync('pnpm', ['--filter', '@portal/api', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) outcomes.push({ name: 'API build (dist/)', ok: false, seconds: 0 });
  for (const lane of await Promise.all(LANES.map(runLane))) outcomes.push(...lane);
  clearInterval(heartbeat);

  const total = Math.round((Date.now() - begun) / 1000);
  process.stdout.write('\n===== pnpm test: each package =====\n');
  for (const o of outcomes) process.stdout.write(`${o.ok ? 'ok    ' : 'FAILED'} ${o.name.padEnd(20)} ${String(o.seconds).padStart(5)} s\n`);
  process.stdout.write(`whole run: ${Math.floor(total / 60)} min ${total % 60} s (lanes side by side)\n`);
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

void main();
