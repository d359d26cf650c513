/**
 * No Docker engine runs on the machines that build this project, so the Dockerfile and
 * docker-compose.yml are kept honest here: their build and start commands must be the package
 * scripts CI runs (CI installs with `pnpm install --frozen-lockfile` and its tests start the server
 * with apps/api's start script, SERVER_COMMAND), and the image's runtime file system is assembled
 * outside the repository from the Dockerfile's own instructions (its `pnpm deploy` line, its COPY
 * lines) and started with its own CMD and ENV, then probed with its own HEALTHCHECK.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import semver from 'semver';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../src/config.js';
import { freePort } from '../src/db/free-port.js';
import { createTestDatabase } from './support/app.js';
import { SERVER_COMMAND } from './support/server-process.js';
import { seamlessWalletKey } from './support/rsa-key.js';

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Dockerfile -> stages of instructions (line continuations joined, comments dropped, ARG defaults substituted in FROM). */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: rest.replace(/\s+/g, ' ') };
    if (instruction.op === 'ARG' && stages.length === 0) {
      const [k = '', v = ''] = rest.split('=');
      args[k] = v;
    } else if (instruction.op === 'FROM') {
      const [image = '', , name] = rest.replace(/\$\{(\w+)\}/g, (_, k: string) => args[k] ?? '').split(/\s+/);
      stages.push({ from: image, name, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const pkg = (dir: string) =>
  JSON.parse(read(path.join(dir, 'package.json'))) as {
    packageManager?: string;
    scripts: Record<string, string>;
    files?: string[];
    dependencies: Record<string, string>;
  };
/** The Node versions the project runs on: package.json engines, README, docs, Dockerfile and .ci/run say this. */
const NODE_ENGINES = '^20.19.0 || ^22.13.0 || >=24';
const stages = parseDockerfile(read('Dockerfile'));
const build = stages.find((s) => s.name === 'build')!;
const runtime = stages.at(-1)!;
const all = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);
const last = (stage: Stage, op: string) => all(stage, op).at(-1);
/** `a && b` of every RUN in a stage, as separate commands. */
const commands = (stage: Stage) => all(stage, 'RUN').flatMap((run) => run.split('&&').map((c) => c.trim()));
const startWords = () => pkg('apps/api').scripts.start!.split(/\s+/);

describe('Dockerfile: the commands CI runs', () => {
  it('is multi-stage: a build stage, then a runtime stage on the same Node major that package.json asks for', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime).not.toBe(build);
    for (const s of stages) expect(s.from).toMatch(/^node:20[.-]/);
    expect(JSON.parse(read('package.json')).engines.node).toBe(NODE_ENGINES);
  });

  it('the build stage installs the pnpm of packageManager, then runs `pnpm install --frozen-lockfile` (as .ci/run does) and `pnpm build`', () => {
    const pnpmVersion = pkg('.').packageManager!.replace('pnpm@', '');
    expect(commands(build)).toContain(`npm install -g pnpm@${pnpmVersion}`);
    expect(read('.ci/run')).toContain(`npm install -g pnpm@${pnpmVersion}`);
    const run = commands(build);
    const install = run.indexOf('pnpm install --frozen-lockfile');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(run[install + 1]).toBe('pnpm build');
    expect(read('.ci/run')).toMatch(/^pnpm install --frozen-lockfile\b/m);
    expect(all(build, 'COPY')).toEqual(['. .']); // the whole repository: postinstall needs prisma/ and tools/
  });

  it('the image runs what the root start script runs after its build step: apps/api start, from apps/api, which is the command the tests start', () => {
    const [buildStep, startStep] = pkg('.')
      .scripts.start!.split('&&')
      .map((s) => s.trim());
    expect(buildStep).toBe('pnpm build');
    expect(startStep).toBe('pnpm --filter @portal/api start');
    expect(JSON.parse(last(runtime, 'CMD')!)).toEqual(startWords());
    expect([SERVER_COMMAND.command, ...SERVER_COMMAND.args]).toEqual(startWords());
    expect(last(runtime, 'WORKDIR')).toBe('/app/apps/api');
    expect(path.relative(REPO_ROOT, SERVER_COMMAND.cwd)).toBe('apps/api');
  });

  it('the runtime stage installs and builds nothing, copies the built apps from the build stage, and runs as a non-root user', () => {
    expect(all(runtime, 'RUN').join(' ')).not.toMatch(/pnpm|npm |tsx|vite|build/);
    const user = last(runtime, 'USER');
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const lastUser = runtime.instructions.map((i) => i.op).lastIndexOf('USER');
    expect(runtime.instructions.slice(lastUser).some((i) => i.op === 'RUN' || i.op === 'COPY')).toBe(false);
    expect(all(runtime, 'COPY').every((c) => c.startsWith('--from=build '))).toBe(true);
    // what pnpm deploy takes of apps/api: the bundle and the captcha font
    expect(pkg('apps/api').files).toEqual(['dist', 'assets']);
    expect(Object.keys(pkg('apps/api').dependencies)).not.toContain('tsx');
  });

  it('HEALTHCHECK asks /healthz with node (no curl in slim images), EXPOSE is the default PORT, WEB_CONCURRENCY is left to the environment', () => {
    const health = last(runtime, 'HEALTHCHECK')!;
    const json = JSON.parse(health.slice(health.indexOf('CMD') + 3)) as string[];
    expect(json.slice(0, 2)).toEqual(['node', '-e']);
    expect(json[2]).toContain('/healthz');
    expect(last(runtime, 'EXPOSE')).toBe('8080');
    expect(read('Dockerfile')).not.toMatch(/^\s*(ENV|ARG)\b.*WEB_CONCURRENCY/m);
  });

  it('.dockerignore keeps host installs, builds and data out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', 'apps/api/src/generated']) expect(ignored).toContain(entry);
  });
});

describe('Node version: engines, README, docs, Dockerfile, CI and every dependency agree', () => {
  it('the README and operations.md name the lowest version, .ci/run refuses an older Node with the engines range', () => {
    expect(semver.minVersion(NODE_ENGINES)?.version).toBe('20.19.0');
    expect(read('README.md')).toContain('Needs Node 20.19+ (or 22.13+, 24+)');
    expect(read('docs/operations.md')).toContain('Needs Node 20.19+ (or 22.13+, 24+)');
    expect(read('.ci/run')).toContain(NODE_ENGINES);
    expect(read('Dockerfile')).toContain(NODE_ENGINES);
  });

  it('every locked package for Linux x64 accepts the lowest Node of each range (pnpm install prints no engine warning on them)', () => {
    const lock = parseYaml(read('pnpm-lock.yaml')) as { packages: Record<string, { engines?: { node?: string }; os?: string[]; cpu?: string[] }> };
    // Another platform's prebuilt binary (sharp's win32-ia32, rolldown's wasm32) is never installed here.
    const installed = (p: { os?: string[]; cpu?: string[] }) => (!p.os || p.os.includes('linux')) && (!p.cpu || p.cpu.includes('x64'));
    const lowest = ['20.19.0', '22.13.0', '24.0.0'];
    expect(
      lowest.every((v) => semver.satisfies(v, NODE_ENGINES)) && !semver.satisfies('20.18.9', NODE_ENGINES) && !semver.satisfies('23.9.0', NODE_ENGINES),
    ).toBe(true);
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && installed(p))
      .filter(([, p]) => !lowest.every((v) => semver.satisfies(v, p.engines!.node!)))
      .map(([name, p]) => `${name}: ${p.engines!.node}`);
    expect(refusing).toEqual([]);
    expect(Object.keys(lock.packages).length).toBeGreaterThan(300);
  });
});

describe('docker-compose.yml', () => {
  const compose = parseYaml(read('docker-compose.yml')) as {
    services: Record<
      string,
      {
        build?: string;
        image?: string;
        command?: unknown;
        entrypoint?: unknown;
        volumes?: string[];
        environment?: Record<string, string>;
        healthcheck?: unknown;
        depends_on?: Record<string, { condition: string }>;
      }
    >;
    volumes: Record<string, unknown>;
  };
  const portal = compose.services.portal!;
  const postgres = compose.services.postgres!;

  it('builds the portal from the Dockerfile (build: .) and runs the image as it is: no command, no install at start, no source mounted', () => {
    expect(portal.build).toBe('.');
    expect(portal.image).toBeUndefined();
    expect(portal.command).toBeUndefined();
    expect(portal.entrypoint).toBeUndefined();
    expect(portal.volumes).toBeUndefined();
    expect(read('docker-compose.yml')).not.toMatch(/pnpm install|npm install/);
  });

  it('runs PostgreSQL with a volume and a health check, and the portal waits for it and reads its secrets from the environment', () => {
    expect(postgres.image).toMatch(/^postgres:\d+/);
    expect(postgres.volumes?.[0]).toMatch(/^(\w+):\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes)).toContain(postgres.volumes![0]!.split(':')[0]);
    expect(postgres.healthcheck).toBeDefined();
    expect(portal.depends_on?.postgres?.condition).toBe('service_healthy');
    const env = portal.environment!;
    expect(new URL(env.DATABASE_URL!.replace(/\$\{[^}]*\}/g, 'x')).host).toBe('postgres:5432');
    for (const key of ['JWT_SECRET', 'STAFF_TOTP_KEY', 'SEAMLESS_WALLET_PRIVATE_KEY', 'ADMIN_NAME', 'ADMIN_PASSWORD', 'WEB_CONCURRENCY'])
      expect(env[key]).toMatch(new RegExp(`^\\$\\{${key}[:}]`));
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/); // compose refuses to start without one
  });
});

describe("the image's runtime file system, assembled from the Dockerfile and started with its CMD", () => {
  const sim = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-image-')); // outside the repository: no node_modules above it
  const buildDir = last(build, 'WORKDIR')!; // the repository inside the build stage
  /** An absolute path of the build stage, on this machine. */
  const inBuild = (p: string) =>
    p === buildDir || p.startsWith(`${buildDir}/`) ? path.join(REPO_ROOT, path.relative(buildDir, p)) : path.join(sim, 'build', p);
  const appDir = (p: string) => path.join(sim, 'image', p);
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<typeof spawn> | undefined;
  let output = '';
  let port = 0;
  const skipped: string[] = [];

  beforeAll(async () => {
    // The build stage's deploy line, as written, into this machine's copy of its target.
    const deploy = commands(build).find((c) => c.includes(' deploy '))!;
    const words = deploy.split(/\s+/).map((w) => (w.startsWith('/') ? inBuild(w) : w));
    const run = spawnSync(words[0]!, words.slice(1), { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    if (run.status !== 0) throw new Error(`${deploy} failed:\n${run.stdout}\n${run.stderr}`);
    // The runtime stage's COPY lines.
    let workdir = '/';
    for (const i of runtime.instructions) {
      if (i.op === 'WORKDIR') workdir = path.resolve(workdir, i.args);
      if (i.op !== 'COPY') continue;
      const [, from = '', to = ''] = i.args.split(' ');
      const source = inBuild(from);
      const target = appDir(path.resolve(workdir, to));
      if (!fs.existsSync(source)) {
        // web and back-office bundles exist here only once their own tests have built them
        expect(from).toMatch(/\/apps\/(web|admin)\/dist$/);
        skipped.push(from);
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // the deployment (node_modules, ~400 MB) moves; the small built folders of the repository are copied
      if (source.startsWith(sim)) fs.renameSync(source, target);
      else fs.cpSync(source, target, { recursive: true });
    }
    db = await createTestDatabase();
    port = await freePort();
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    for (const e of all(runtime, 'ENV')) for (const kv of e.split(' ')) env[kv.slice(0, kv.indexOf('='))] = kv.slice(kv.indexOf('=') + 1);
    const [command, ...args] = JSON.parse(last(runtime, 'CMD')!) as string[];
    server = spawn(command!, args, {
      cwd: appDir(last(runtime, 'WORKDIR')!),
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        JWT_SECRET: 'image-test-secret-image-test-secret-0123456789',
        STAFF_TOTP_KEY: 'ab'.repeat(32),
        SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`the image's CMD exited with ${server.exitCode}:\n${output}`);
      if (
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 300) throw new Error(`no /healthz within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await db?.drop();
    fs.rmSync(sim, { recursive: true, force: true });
  });

  it('holds production dependencies only: no TypeScript, tsx, bundler or test runner', () => {
    const modules = appDir('/app/apps/api/node_modules');
    for (const name of ['express', 'pg', 'bcrypt', '@prisma/client']) expect(fs.existsSync(path.join(modules, name)), name).toBe(true);
    for (const name of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', '@portal/contracts'])
      expect(fs.existsSync(path.join(modules, name)), name).toBe(false);
    expect(fs.existsSync(appDir('/app/apps/api/src'))).toBe(false);
  });

  it('serves from it with NODE_ENV=production: the site settings, a captcha (font from apps/api/assets), the game page script, migrations applied', async () => {
    const base = `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 500));
    expect(server!.exitCode, output).toBeNull();
    const app = (await (await fetch(`${base}/api/app`, { method: 'POST' })).json()) as { code: number };
    expect(app.code).toBe(200);
    const captcha = (await (await fetch(`${base}/api/captcha`)).json()) as { code: number; data: unknown };
    expect(captcha.code).toBe(200);
    expect(JSON.stringify(captcha.data)).toContain('data:image/');
    expect((await fetch(`${base}/play/assets/play.js`)).status).toBe(200);
    expect(output).not.toMatch(/"level":(50|60)/); // no error or fatal log line
  });

  it('its HEALTHCHECK command passes while the server is up and fails once it is gone', async () => {
    const health = last(runtime, 'HEALTHCHECK')!;
    const [command, ...args] = JSON.parse(health.slice(health.indexOf('CMD') + 3)) as string[];
    const probe = () => spawnSync(command!, args, { env: { PATH: process.env.PATH ?? '', PORT: String(port) }, timeout: 10_000 }).status;
    expect(probe()).toBe(0);
    server!.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    expect(probe()).toBe(1);
  });
});
