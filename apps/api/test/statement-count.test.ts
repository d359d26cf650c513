import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, createTestDatabase, fundedMember, post, type TestApp } from './support/app.js';
import { addSeamlessPlatform, betBody, call, launchToken, rollbackBody, winBody } from './support/seamless.js';
import { countStatements, type StatementCounter } from './support/statement-counter.js';

/**
 * What one transfer costs the database, counted at the database's door (support/statement-counter.ts:
 * every statement PostgreSQL is asked to execute and every round trip, from the API's pools and
 * Prisma's alike), so the cost of the money path cannot grow again unnoticed. Counted, not timed.
 */
let t: TestApp;
let counter: StatementCounter;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
  // A member or staff token's session row is re-read in the background at most once a second
  // (SESSION_CACHE_MS): whether that lands inside a measured request depends on the machine's speed, so it
  // is not counted. (The game page's session check, on every bet, is.)
  counter = await countStatements(db.url, { ignore: (text) => /FROM sessions WHERE id = \$1::uuid AND kind = /.test(text) });
  t = await createTestApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MODE: 'on' }, { databaseUrl: counter.url });
});
afterAll(async () => {
  await t.close();
  await counter.close();
  await db.drop();
});

const short = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 150);

/** Runs `fn` and returns what the database was sent meanwhile (printed with PRINT_STATEMENTS=1). */
async function measure(label: string, fn: () => Promise<unknown>) {
  counter.reset();
  await fn();
  const statements = counter.statements();
  const roundTrips = counter.roundTrips();
  if (process.env.PRINT_STATEMENTS) {
    console.log(
      `${label}: ${statements.length} statements, ${roundTrips} round trips\n${statements.map((s, i) => `  ${i + 1}. [c${s.connection}${s.protocol === 'simple' ? ' simple' : ''}] ${short(s.text)}`).join('\n')}`,
    );
  }
  return { statements: statements.length, roundTrips };
}

const send = (path: string, token: string, body: object) =>
  request(t.app).post(path).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).send(body);

describe('statements per transfer, counted at the database', () => {
  it('a transfer in and out of the PC game hall, and the long bank operations', async () => {
    const admin = await adminToken(t);
    const { token } = await fundedMember(t, 1000, admin);
    // The first transfer registers the player at the platform and opens the accounts.
    for (const path of ['/api/PCGameTransferIn', '/api/PCGameTransferOut', '/api/PCGameTransferIn', '/api/PCGameTransferOut']) {
      expect((await send(path, token, { amount: 1 })).body.code).toBe(200);
    }
    const into = await measure('transfer in (PCGameTransferIn)', async () =>
      expect((await send('/api/PCGameTransferIn', token, { amount: 1 })).body.code).toBe(200),
    );
    const out = await measure('transfer out (PCGameTransferOut)', async () =>
      expect((await send('/api/PCGameTransferOut', token, { amount: 1 })).body.code).toBe(200),
    );
    const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_code: '0' }, { token });
    const play = new URL(launched.data.url, 'http://x').searchParams.get('t')!;
    await send('/api/PCGameTransferIn', token, { amount: 50 });
    await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${play}`).send({ game: 'dice', bet: 1, pick: 'big' });
    const bet = await measure('bet (/play/api/bet)', async () =>
      expect((await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${play}`).send({ game: 'dice', bet: 1, pick: 'big' })).body.code).toBe(
        200,
      ),
    );
    // One round and a transfer out: a game result is posted (a single dice round never nets zero), so the
    // house's game-results account id is known to the pool from here on, as on any running server.
    await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${play}`).send({ game: 'dice', bet: 1, pick: 'big' });
    expect((await send('/api/transfer', token, { amount: 1, sourcetype: 'PCGAME', targettype: 'center' })).body.code).toBe(200);
    const generalIn = await measure('transfer in (/api/transfer)', async () =>
      expect((await send('/api/transfer', token, { amount: 1, sourcetype: 'center', targettype: 'PCGAME' })).body.code).toBe(200),
    );
    const generalOut = await measure('transfer out after bets (/api/transfer)', async () => {
      await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${play}`).send({ game: 'dice', bet: 1, pick: 'big' });
      counter.reset();
      expect((await send('/api/transfer', token, { amount: 1, sourcetype: 'PCGAME', targettype: 'center' })).body.code).toBe(200);
    });
    const balance = await measure('balance', async () => expect((await send('/api/balance', token, {})).body.code).toBe(200));
    const recall = await measure('recall (/api/transall)', async () => expect((await send('/api/transall', token, {})).body.code).toBe(200));
    // Today's figures (rate limits on, as in production). A transfer in: the Idempotency-Key claim,
    // the member's row with every check (balance, freeze, money lock, failed-transfer limit, and
    // whether player protection may apply to them), then in one round trip (pipelined) BEGIN, the
    // play minute marked, the pending row, the ledger posting and COMMIT; the platform's wallet op,
    // the settlement, the stored reply. (A member with a time-out, exclusion, loss or play-time limit
    // on record has protection's check first, inside the transaction: one round trip and, with a
    // limit in force, their row locked and usage read, not counted here.) Out: the claim, the member's
    // row, the pending row, the platform, then BEGIN with the settlement's claim, the posting with
    // COMMIT behind it, the reply.
    const cost = (statements: number, roundTrips: number) => ({ statements, roundTrips });
    expect({ into, out, bet, generalOut, balance, recall }).toEqual({
      into: cost(10, 6),
      out: cost(9, 7),
      // The play session; player protection's one statement (the player's block and loss or play-time
      // limits, the minute marked as played: 3 since loss and time limits, was 2); then stake,
      // payout, bet row and wallet ops in one statement.
      bet: cost(3, 3),
      // After game rounds: the game results are posted with the transfer's own posting.
      generalOut: cost(10, 8),
      balance: cost(1, 1),
      // The limit check, the claim, the platform wallets, then the transfer out with the player already known; the reply takes the posting's balance.
      recall: cost(11, 9),
    });
    // The first transfer after game rounds also opens the house's game-results account id (remembered afterwards).
    expect(generalIn.statements).toBeLessThanOrEqual(15);
  });

  it("a seamless provider's bet, win and rollback through the wallet API", async () => {
    const admin = await adminToken(t);
    await addSeamlessPlatform(t, admin, 'SEAMC');
    const m = await fundedMember(t, 1000, admin);
    const user = m.form.name as string;
    const token = await launchToken(t, 'SEAMC', m.token);
    const wallet = async (path: string, body: object) => {
      const reply = await call(t, 'SEAMC', path, body);
      expect(reply.body.status).toBe('RS_OK');
      return reply;
    };
    // The first calls open the house account's id and the member's central one (remembered afterwards) and warm the platform cache.
    const first = betBody(user, token, 1000);
    await wallet('/transaction/bet', first);
    await wallet('/transaction/win', winBody(user, token, 2000, first.round));
    const second = betBody(user, token, 1000);
    await wallet('/transaction/bet', second);
    await wallet('/transaction/rollback', rollbackBody(user, token, second.transaction_uuid));
    const placed = betBody(user, token, 1000);
    const bet = await measure('seamless bet', () => wallet('/transaction/bet', placed));
    const win = await measure('seamless win', () => wallet('/transaction/win', winBody(user, token, 3000, placed.round)));
    const rollback = await measure('seamless rollback of a bet', () => wallet('/transaction/rollback', rollbackBody(user, token, placed.transaction_uuid)));
    const balance = await measure('seamless balance', () => wallet('/user/balance', { user, token, request_uuid: randomUUID(), game_code: 'slot1' }));
    // A money call's first statement goes with BEGIN: the provider session and the member's lock. A
    // bet: the uuid's claim with the play minute marked (which says whether player protection may
    // apply: not to this member); the round opened with the stake, the debit and the balance after
    // with COMMIT in one round trip (was 11 statements in 10 round trips, then 8 in 4). A win: the claim with the look-up of its
    // bet; the round's payout with the credit; the balance after with COMMIT (was 10 in 9). A
    // rollback: both uuids looked up; the claim; the mark on the bet; the round with the credit; the
    // balance after with COMMIT (was 11 in 10). A balance: the session, the balance.
    const cost = (statements: number, roundTrips: number) => ({ statements, roundTrips });
    expect({ bet, win, rollback, balance }).toEqual({
      bet: cost(8, 3),
      win: cost(8, 4),
      rollback: cost(10, 6),
      balance: cost(2, 2),
    });
  });
});
