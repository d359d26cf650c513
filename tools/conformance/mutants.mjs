#!/usr/bin/env node
// The mutation check of the conformance suite (docs/seamless-conformance.md#the-mutation-check): each
// break of breaks.mjs is applied to a copy of the built server (apps/api/dist -> apps/api/dist-mutant,
// a sibling, so its source-relative paths still resolve), that broken portal is started on the given
// database, and the cases meant to catch it are run against it. A case is caught when it fails
// against some broken wallet; a break is caught when some case fails against it.
//   node tools/conformance/mutants.mjs --database-url postgres://... [--port 4939] [--platname SIM]
//     [--admin-name admin] [--admin-password admin12345] [--break name[,name]] [--all-cases]
// The database must be the portal's (migrated), with the platform's row and a super staff member,
// as a demo portal's is; the broken portals run with NODE_ENV=test, captcha and rate limits off.
// Build first (`pnpm --filter @portal/api build`). Exit code 0 only when every case and every break was caught.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { breaks } from './breaks.mjs';
import { cases, runConformance } from './run.mjs';

export { breaks, cases };

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(REPO_ROOT, 'apps/api');

/** How many times `find` (a string or a RegExp) occurs in `text`. */
function occurrences(text, find) {
  if (typeof find === 'string') return text.split(find).length - 1;
  return [...text.matchAll(new RegExp(find.source, find.flags.includes('g') ? find.flags : `${find.flags}g`))].length;
}

/** Copies the built server to `target` and applies the break's edits to its JavaScript; throws when an edit matches nothing. */
export function buildMutant(brk, { dist = path.join(API_DIR, 'dist'), target = path.join(API_DIR, 'dist-mutant') } = {}) {
  if (!fs.existsSync(path.join(dist, 'main.js'))) throw new Error(`${dist}/main.js is missing: build the API first`);
  if (path.dirname(target) !== path.dirname(dist)) throw new Error('the mutant must sit beside dist/ (its source-relative paths)');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(dist, target, { recursive: true });
  const files = fs.readdirSync(target).filter((f) => f.endsWith('.js'));
  const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(target, f), 'utf8')]));
  for (const [find, replace] of brk.edits) {
    let found = 0;
    for (const [file, text] of texts) {
      const n = occurrences(text, find);
      if (n === 0) continue;
      found += n;
      texts.set(file, typeof find === 'string' ? text.split(find).join(replace) : text.replace(find, replace));
    }
    if (found === 0) throw new Error(`break ${brk.name}: ${String(find).slice(0, 120)} is not in the built server (the code changed: update breaks.mjs)`);
  }
  for (const [file, text] of texts) fs.writeFileSync(path.join(target, file), text);
  return target;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <dir>/main.js` as `pnpm start` does (cwd apps/api), on `databaseUrl`; resolves once /healthz answers. */
export async function startPortal({ dir, databaseUrl, port, env = {}, timeoutMs = 90_000 }) {
  const child = spawn(process.execPath, [path.join(dir, 'main.js')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_MODE: 'off',
      RATE_LIMIT_MODE: 'off',
      BCRYPT_COST: '4',
      JWT_SECRET: 'mutant-portal-secret-mutant-portal-secret-0123456789',
      WEB_DIST: '/nonexistent-web-dist',
      ADMIN_DIST: '/nonexistent-admin-dist',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* gone */
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the broken portal exited with ${child.exitCode}:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, output: () => output };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the broken portal did not answer ${url}/healthz within ${timeoutMs} ms:\n${output.slice(-2000)}`);
}

const meant = (brk) => (c) => brk.cases.some((text) => c.name.includes(text));

/**
 * Runs every break (or those named in `only`) and returns, per break, the cases run and the cases
 * that failed (caught it), the cases no break caught and the breaks no case caught.
 */
export async function runMutants({
  databaseUrl,
  port,
  privateKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  platname = 'SIM',
  adminName = 'admin',
  adminPassword = 'admin12345',
  only,
  allCases = false,
  list = breaks,
  env = {},
  log = console.log,
}) {
  const chosen = list.filter((b) => !only || only.includes(b.name));
  const results = [];
  for (const brk of chosen) {
    const started = Date.now();
    const dir = buildMutant(brk);
    const portal = await startPortal({ dir, databaseUrl, port: port ?? (await freePort()), env });
    try {
      const select = allCases ? () => true : meant(brk);
      const ran = cases.filter(select).map((c) => c.name);
      if (ran.length === 0) throw new Error(`break ${brk.name}: no case's name contains ${brk.cases.join(' | ')}`);
      const { failed } = await runConformance({ base: portal.url, privateKeyPem, platname, adminName, adminPassword, select, log: () => {} });
      const caught = failed.map((f) => f.name);
      results.push({ name: brk.name, defect: brk.defect, ran, caught, errors: failed, ms: Date.now() - started });
      log(`${brk.name}: ${caught.length} of ${ran.length} cases failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      for (const name of caught) log(`  caught by: ${name}`);
    } finally {
      await portal.stop();
    }
  }
  fs.rmSync(path.join(API_DIR, 'dist-mutant'), { recursive: true, force: true });
  const caughtCases = new Set(results.flatMap((r) => r.caught));
  const uncaughtCases = only ? [] : cases.map((c) => c.name).filter((n) => !caughtCases.has(n));
  const silentBreaks = results.filter((r) => r.caught.length === 0).map((r) => r.name);
  log(`${results.length} breaks, ${cases.length} cases, every case caught: ${uncaughtCases.length === 0 && !only ? 'yes' : 'no'}`);
  for (const name of uncaughtCases) log(`  caught by no break: ${name}`);
  for (const name of silentBreaks) log(`  a break no case caught: ${name}`);
  return { results, uncaughtCases, silentBreaks };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = arg('database-url', process.env.DATABASE_URL);
  if (!databaseUrl) {
    console.error(
      'usage: node tools/conformance/mutants.mjs --database-url URL [--port N] [--platname SIM] [--admin-name admin] [--admin-password ...] [--break a,b] [--all-cases]',
    );
    process.exit(2);
  }
  const { uncaughtCases, silentBreaks } = await runMutants({
    databaseUrl,
    port: arg('port') ? Number(arg('port')) : undefined,
    platname: arg('platname', 'SIM'),
    adminName: arg('admin-name', 'admin'),
    adminPassword: arg('admin-password', 'admin12345'),
    only: arg('break')?.split(','),
    allCases: process.argv.includes('--all-cases'),
  });
  process.exit(uncaughtCases.length === 0 && silentBreaks.length === 0 ? 0 : 1);
}
