import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createCore } from '../src/core.js';
import { createModules } from '../src/modules/index.js';
import { createSessions } from '../src/security/sessions.js';
import { systemClock } from '../src/clock.js';
import type { Sql } from '../src/db/sql.js';
import { createTestApp, post, registerMember, type TestApp } from './support/app.js';

// The session check may be cached for at most a second, never longer.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second API process on the same database: its own core, so its own session cache. */
function secondProcess() {
  const core = createCore({ ...t.core });
  return createApp(core, createModules(core));
}

describe('revocation with the session cache (SESSION_CACHE_MS <= 1000)', () => {
  it('a token revoked here fails here at once', async () => {
    const { token } = await registerMember(t);
    expect((await post(t.app, '/api/balance', {}, { token })).code).toBe(200);
    expect((await post(t.app, '/api/logoff', {}, { token })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token })).code).toBe(401);
  });

  it('a token revoked by another process fails within one second', async () => {
    const other = secondProcess();
    const { token, form } = await registerMember(t);
    expect((await post(other, '/api/balance', {}, { token })).code).toBe(200); // now in the other process's cache
    expect((await post(t.app, '/api/editPassword', { password: form.password, newpasword: 'xyz78901', confirmPass: 'xyz78901' }, { token })).code).toBe(200);
    const revokedAt = performance.now();
    let refusedAfter = Infinity;
    while (performance.now() - revokedAt < 3000) {
      if ((await post(other, '/api/balance', {}, { token })).code === 401) {
        refusedAfter = performance.now() - revokedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(refusedAfter).toBeLessThanOrEqual(1000);
  });

  it('SESSION_CACHE_MS above one second is refused by the configuration', async () => {
    await expect(createTestApp({ SESSION_CACHE_MS: '5000' })).rejects.toThrow(/SESSION_CACHE_MS/);
  });
});

/** The real session queries, counted; each answer is held `delayMs` after the database gave it (a slow network). */
function countedSql(delayMs = 0) {
  const counted = { queries: 0 };
  const sql: Sql = {
    query: async (text, params) => {
      counted.queries += 1;
      const rows = await t.sql.query(text, params);
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      return rows as never;
    },
  };
  return { sql, counted };
}

function sessionsWith(sql: Sql, cacheMs: number) {
  return createSessions({ sql, clock: systemClock, secret: t.config.jwtSecret, ttlSeconds: 3600, cacheMs });
}

async function memberToken(sessions: ReturnType<typeof sessionsWith>) {
  const { form } = await registerMember(t);
  const userId = (await t.prisma.user.findUniqueOrThrow({ where: { username: form.name.toLowerCase() } })).id;
  return { userId, token: await sessions.issue('member', userId, { ip: '127.0.0.1', userAgent: 'test' }) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the session cache under load (no query storm when the trust runs out)', () => {
  it('32 requests at once with a token not yet trusted make one session query', async () => {
    const { sql, counted } = countedSql(20);
    const sessions = sessionsWith(sql, 1000);
    const { userId, token } = await memberToken(sessions);
    counted.queries = 0; // the session's INSERT (issue) goes through the same door
    const answers = await Promise.all(Array.from({ length: 32 }, () => sessions.verify(token, 'member')));
    expect(answers.every((a) => a?.subjectId === userId)).toBe(true);
    expect(counted.queries).toBe(1);
  });

  it('a trusted token is renewed by one background query in the second half of its trust, so requests never wait for it', async () => {
    const { sql, counted } = countedSql();
    const sessions = sessionsWith(sql, 1000);
    const { userId, token } = await memberToken(sessions);
    counted.queries = 0; // the session's INSERT (issue) goes through the same door
    expect(await sessions.verify(token, 'member')).toMatchObject({ subjectId: userId });
    expect(counted.queries).toBe(1);
    // First half: trusted, no query.
    expect(sessions.trusted(token, 'member')).toMatchObject({ subjectId: userId });
    expect(counted.queries).toBe(1);
    await sleep(550);
    // Second half: still answered at once, and one renewal starts however many requests come.
    for (let i = 0; i < 10; i++) expect(sessions.trusted(token, 'member')).toMatchObject({ subjectId: userId });
    expect(counted.queries).toBe(2);
    await sleep(550); // past the first trust's end: the renewal carried it
    expect(sessions.trusted(token, 'member')).toMatchObject({ subjectId: userId });
  });

  it('the trust counts from the start of the query that found the session, not from its answer', async () => {
    const { sql } = countedSql(150);
    const sessions = sessionsWith(sql, 200);
    const { userId, token } = await memberToken(sessions);
    const asked = performance.now();
    expect(await sessions.verify(token, 'member')).toMatchObject({ subjectId: userId });
    await sleep(Math.max(0, asked + 210 - performance.now()));
    expect(sessions.trusted(token, 'member')).toBeNull();
  });

  it('a background renewal finds a revocation made by another process before the trust runs out', async () => {
    const { sql } = countedSql();
    const sessions = sessionsWith(sql, 1000);
    const { userId, token } = await memberToken(sessions);
    const asked = performance.now();
    expect(await sessions.verify(token, 'member')).not.toBeNull();
    await t.prisma.session.updateMany({ where: { userId }, data: { revokedAt: new Date() } }); // another process
    await sleep(550);
    expect(sessions.trusted(token, 'member')).not.toBeNull(); // within its trust; starts the renewal
    while (sessions.trusted(token, 'member') && performance.now() - asked < 1000) await sleep(10);
    expect(performance.now() - asked).toBeLessThan(1000);
    expect(await sessions.verify(token, 'member')).toBeNull();
  });

  it('a check that began before a revocation in this process cannot put the token back in the cache', async () => {
    const { sql, counted } = countedSql(150);
    const sessions = sessionsWith(sql, 1000);
    const { token } = await memberToken(sessions);
    const inFlight = sessions.verify(token, 'member'); // reads the live row now, answers 150 ms later
    await sleep(20);
    await sessions.revoke((jwt.decode(token) as { jti: string }).jti);
    await inFlight; // concurrent with the revocation: whatever it answers, it must not be remembered
    const before = counted.queries;
    expect(sessions.trusted(token, 'member')).toBeNull();
    expect(await sessions.verify(token, 'member')).toBeNull();
    expect(counted.queries).toBe(before + 1);
  });
});
