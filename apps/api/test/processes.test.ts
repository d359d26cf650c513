import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { createTestDatabase } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';
import { loginOn, postTo, registerOn } from './support/http-client.js';

/**
 * Two API processes over one PostgreSQL, as two machines behind a load balancer would run: each
 * with its own DATA_DIR and no JWT_SECRET (development), so nothing but the database is shared.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let a: PortalProcess;
let b: PortalProcess;
const LOGIN_PER_IP = 8;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = (name: string) => ({
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`)),
    JWT_SECRET: '', // unset: the development secret
    SESSION_CACHE_MS: '1000',
    RATE_LIMIT_MODE: 'on',
    RATE_LIMIT_LOGIN_PER_IP: String(LOGIN_PER_IP),
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    JOBS_MODE: 'off',
  });
  // Started together: both migrate and seed the same empty database at once.
  [a, b] = await Promise.all([startPortalProcess({ env: env('a') }), startPortalProcess({ env: env('b') })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

describe('several API processes over one PostgreSQL', () => {
  // On a failure, what both servers said (and whether one has exited) is the first thing to read.
  beforeEach(() =>
    onTestFailed(() =>
      console.log(`A :${a.port} exit ${a.child.exitCode}\n${a.output().slice(-3000)}\nB :${b.port} exit ${b.child.exitCode}\n${b.output().slice(-3000)}`),
    ),
  );
  it('a token signed by one process is accepted by the other (the development JWT secret is kept in the database, not in DATA_DIR)', async () => {
    const member = await registerOn(a.url);
    const onB = await postTo(b.url, '/api/balance', {}, { token: member.token });
    expect(onB.body.code, onB.body.message).toBe(200);
  });

  it('a session logged out on one process is refused by the other at once, though that one had it cached', async () => {
    const member = await registerOn(a.url);
    // B checks the token and trusts it for SESSION_CACHE_MS (1 s) from now.
    for (let i = 0; i < 3; i++) expect((await postTo(b.url, '/api/balance', {}, { token: member.token })).body.code).toBe(200);
    const out = await postTo(a.url, '/api/logoff', {}, { token: member.token });
    expect(out.body.code, out.body.message).toBe(200);
    const started = performance.now();
    // NOTIFY reaches B within milliseconds; give it at most 250 ms (well inside the 1 s cache, even on a busy machine).
    let code = 0;
    while (performance.now() - started < 250) {
      code = (await postTo(b.url, '/api/balance', {}, { token: member.token })).body.code;
      if (code === 401) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(code, 'the logged-out token still worked on the other process').toBe(401);
  });

  it('a money lock after wrong passwords on one process holds on the other at once, though that one had found the member open', async () => {
    const member = await registerOn(a.url);
    const transferOnB = async () =>
      (await postTo(b.url, '/api/transfer', { amount: 1, sourcetype: 'center', targettype: 'PCGAME' }, { token: member.token, key: randomUUID() })).body;
    // B finds the member's money open (and trusts that for a second); the wallet is empty: 208.
    expect((await transferOnB()).code).toBe(208);
    for (let i = 0; i < 5; i++) {
      const guess = await postTo(
        a.url,
        '/api/editPayPassword',
        { paypassword: String(100000 + i), newpasword: '654321', confirmPass: '654321' },
        { token: member.token },
      );
      expect(guess.body.code, guess.body.message).toBe(203);
    }
    const started = performance.now();
    let reply = await transferOnB();
    while (reply.code !== 203 && performance.now() - started < 250) {
      await new Promise((r) => setTimeout(r, 5));
      reply = await transferOnB();
    }
    expect(reply.code, `the other process still let money move: ${reply.message}`).toBe(203);
  });

  it('the login limit per IP counts the attempts made on both processes together', async () => {
    const member = await registerOn(a.url);
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_PER_IP + 2; i++) codes.push((await loginOn(i % 2 === 0 ? a.url : b.url, member.name, member.password)).body.code);
    expect(codes.slice(0, LOGIN_PER_IP)).toEqual(Array(LOGIN_PER_IP).fill(200));
    expect(codes.slice(LOGIN_PER_IP)).toEqual([429, 429]);
  });
});
