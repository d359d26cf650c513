import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase } from './support/app.js';
import { SERVER_COMMAND, startPortalProcess, type PortalProcess } from './support/server-process.js';

const API = path.join(REPO_ROOT, 'apps/api');
const scripts = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

interface Proc {
  pid: number;
  argv: string[];
  env: Record<string, string>;
}

/** Every live process in the process group `pgid` (the server was started detached, as its own group). */
function processGroup(pgid: number): Proc[] {
  const found: Proc[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) !== pgid) continue;
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const env = Object.fromEntries(
        fs
          .readFileSync(`/proc/${entry}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      );
      found.push({ pid: Number(entry), argv, env });
    } catch {
      /* the process ended while we looked */
    }
  }
  return found;
}

describe('pnpm start runs the built JavaScript', () => {
  it('builds every app, the API last, then runs the API package start script', () => {
    expect(scripts('.').start).toBe('pnpm build && pnpm --filter @portal/api start');
    expect(scripts('.').build).toMatch(/&& pnpm --filter @portal\/api build$/);
    expect(scripts('apps/api').build).toBe('tsx build.ts');
  });

  it('the start script is node on dist/main.js, with no TypeScript loader, and the tests start the server with it', () => {
    expect(scripts('apps/api').start).toBe('node dist/main.js');
    expect(SERVER_COMMAND).toEqual({ command: 'node', args: ['dist/main.js'], cwd: API });
    expect(scripts('apps/api').dev).toBe('tsx watch src/main.ts');
  });
});

describe('the built server as its own process', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let portal: PortalProcess;
  beforeAll(async () => {
    db = await createTestDatabase();
    portal = await startPortalProcess({ env: { DATABASE_URL: db.url } });
  }, 120_000);
  afterAll(async () => {
    await portal?.stop();
    await db?.drop();
  });

  it('is plain node on dist/main.js: no tsx, no loader flag, no NODE_OPTIONS loader, in any process of its group', () => {
    const group = processGroup(portal.child.pid!);
    expect(group.length).toBeGreaterThan(0);
    for (const p of group) {
      const words = [...p.argv, p.env.NODE_OPTIONS ?? ''].join(' ');
      expect(words, `process ${p.pid}: ${p.argv.join(' ')}`).not.toMatch(/tsx|--loader|--experimental-loader|--import|--require|ts-node|\.ts\b/);
    }
    const server = group.find((p) => p.pid === portal.child.pid);
    expect(path.basename(server!.argv[0]!)).toMatch(/^node/);
    expect(server!.argv.slice(1)).toEqual(['dist/main.js']);
  });

  it('serves: /healthz, the site settings, a captcha drawn with the font under apps/api/assets, the game page assets of apps/play/dist', async () => {
    const health = await fetch(`${portal.url}/healthz`);
    expect(health.status).toBe(200);

    const app = (await (await fetch(`${portal.url}/api/app`, { method: 'POST' })).json()) as { code: number; data: { title: string } };
    expect(app.code).toBe(200);
    expect(app.data.title).toBeTruthy();

    const captcha = (await (await fetch(`${portal.url}/api/captcha`)).json()) as { code: number; data: { img: string } };
    expect(captcha.code).toBe(200);
    expect(JSON.stringify(captcha.data)).toContain('data:image/');

    const play = await fetch(`${portal.url}/play/assets/play.js`);
    expect(play.status).toBe(200);
    expect((await play.text()).length).toBeGreaterThan(1000);
  });

  it('the built job runner loads every module and names the jobs (node dist/job.js, what `pnpm job` runs from source)', () => {
    const run = spawnSync('node', ['dist/job.js', 'no-such-job'], {
      cwd: API,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'warn', JWT_SECRET: 'process-test-secret-process-test-secret-0123456789' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/usage: pnpm job <name>; jobs: \S+/);
  });
});
