import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { createBetSync } from '../src/modules/records/bet-sync.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { createBuiltinBooks } from '../src/providers/builtin/books.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

/**
 * The member's platform account (the mirror) follows the platform's balance whatever happened to
 * the bet sync that pulled the bets: a reconcile skipped (the member's transfer slot busy) or cut
 * off (the process killed after storing the bets) is done by a later sync, so after the last
 * recall and sync no mirror holds money the platform no longer has. And the bet feed never leaves
 * a bet behind its cursor, even one whose transaction commits long after a higher-numbered bet was read.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const PLATNAME = 'PCGAME';

async function launch(token: string) {
  const body = await post(t.app, '/api/getGameUrl', { plat_name: PLATNAME, game_type: 0, game_code: '0', is_mobile_url: 0 }, { token });
  expect(body.code, body.message).toBe(200);
  return new URL(body.data.url as string, 'http://portal.test').searchParams.get('t')!;
}
const play = (playToken: string, body: object) =>
  request(t.app)
    .post('/play/api/bet')
    .set('Authorization', `Bearer ${playToken}`)
    .send(body)
    .then((r) => r.body);

/** A member with `stake` in the PC hall who then bets all of it on dice until it is gone (the platform wallet at 0). */
async function memberWhoLostEverything(stake: number) {
  const m = await fundedMember(t, 100, admin);
  expect((await post(t.app, '/api/PCGameTransferIn', { amount: stake }, { token: m.token })).code).toBe(200);
  const playToken = await launch(m.token);
  let balance = stake;
  for (let rounds = 0; balance > 0; rounds++) {
    expect(rounds, 'lost within 60 rounds of double or nothing').toBeLessThan(60);
    const r = await play(playToken, { game: 'dice', bet: balance, pick: 'big' });
    expect(r.code, r.message).toBe(200);
    balance = Number(r.data.balance);
  }
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { ...m, userId: user.id };
}

/** Every platform account of the member equals the platform wallet it mirrors, and the ledger is clean. */
async function expectMirrorsMatchPlatforms(userId: number, player: string) {
  const rows = await t.prisma.$queryRaw<{ code: string; mirror: string; platform: string }[]>`
    SELECT a.code, a.balance::text AS mirror, COALESCE(w.balance, 0)::text AS platform
    FROM accounts a JOIN platforms p ON a.code = 'member:' || ${userId} || ':platform:' || p.platname
    LEFT JOIN builtin_wallets w ON w.brand = p.brand AND w.player = ${player}
    WHERE a.kind = 'platform' AND a.user_id = ${userId}`;
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.mirror, `${r.code} against the platform's wallet`).toBe(r.platform);
  expect(await checkLedger(t.prisma)).toEqual([]);
}

/** The bet sync job in another process stores the bets, then the process is killed before it reconciles: the member's platform account still holds the 6.00. */
async function syncKilledBeforeReconcile(userId: number) {
  const killed = createBetSync({
    sql: t.sql,
    platforms: t.services.platforms,
    timeoutMs: 5_000,
    log: createLogger('silent'),
    afterBets: () => Promise.reject(new Error('process killed')),
  });
  expect(await killed.syncAll()).toBeGreaterThan(0);
  const mirror = await t.prisma.account.findUniqueOrThrow({ where: { code: `member:${userId}:platform:${PLATNAME}` } });
  expect(mirror.balance.toFixed(2)).toBe('6.00');
}

describe('the platform account follows the platform after the bets are pulled', () => {
  it('the recall alone brings the account of a platform wallet at 0 to 0 (the game results booked against the house)', async () => {
    const m = await memberWhoLostEverything(6);
    await syncKilledBeforeReconcile(m.userId);
    const recalled = await post(t.app, '/api/transall', {}, { token: m.token });
    expect(recalled.code, recalled.message).toBe(200);
    expect(recalled.data.balance).toBe('94.00');
    await expectMirrorsMatchPlatforms(m.userId, m.form.name);
    // The next sync finds the account already right: nothing more is booked.
    const booked = () => t.prisma.journalTransaction.count({ where: { kind: 'game.result' } });
    const before = await booked();
    expect(await t.services.betSync.syncAll()).toBe(0);
    expect(await booked()).toBe(before);
    await expectMirrorsMatchPlatforms(m.userId, m.form.name);
  });

  it('a sync whose process died after storing the bets (before its reconcile): a later sync and the recall bring the account to 0', async () => {
    const m = await memberWhoLostEverything(6);
    await syncKilledBeforeReconcile(m.userId);

    // Any later sync (nothing new to store) and the member's recall.
    expect(await t.services.betSync.syncAll()).toBe(0);
    expect((await post(t.app, '/api/transall', {}, { token: m.token })).code).toBe(200);
    await expectMirrorsMatchPlatforms(m.userId, m.form.name);
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).data.balance).toBe('94.00');
  });

  it("a reconcile skipped because the member's transfer slot was busy is done by the next sync", async () => {
    const m = await memberWhoLostEverything(6);
    // Another process's transfer of the member's is in flight while this sync stores the bets.
    await t.prisma
      .$executeRaw`INSERT INTO transfers (order_no, user_id, platname, direction, amount) VALUES ('TRBUSY-' || ${m.userId}, ${m.userId}, ${PLATNAME}, 'sync', 0)`;
    expect(await t.services.betSync.syncAll()).toBeGreaterThan(0);
    // That process gives up its slot without reconciling (its platform call went unanswered).
    await t.prisma.$executeRaw`DELETE FROM transfers WHERE order_no = 'TRBUSY-' || ${m.userId}`;

    expect(await t.services.betSync.syncAll()).toBe(0);
    await expectMirrorsMatchPlatforms(m.userId, m.form.name);
    expect((await post(t.app, '/api/transall', {}, { token: m.token })).code).toBe(200);
    await expectMirrorsMatchPlatforms(m.userId, m.form.name);
  });
});

describe('the built-in bet feed', () => {
  it('still delivers a bet whose round commits well after a higher-numbered bet was pulled', async () => {
    const a = await fundedMember(t, 100, admin);
    const b = await fundedMember(t, 100, admin);
    for (const m of [a, b]) expect((await post(t.app, '/api/PCGameTransferIn', { amount: 50 }, { token: m.token })).code).toBe(200);
    await launch(a.token); // registers a's wallet at the platform
    const bPlays = await launch(b.token);
    const books = createBuiltinBooks(t.sql);

    // a's round draws its bet id inside a transaction that stays open (a slow round: player
    // protection's checks, a stalled connection), while b's round, numbered after it, commits.
    let release!: () => void;
    let drawn!: () => void;
    const hasId = new Promise<void>((resolve) => (drawn = resolve));
    const held = t.sql.tx(async (tx) => {
      const round = await books.settleRound('pcgame', a.form.name, { game: 'dice', stakeCents: 100, payoutCents: 0, detail: {} }, { db: tx });
      expect(round).not.toBeNull();
      drawn();
      await new Promise<void>((resolve) => (release = resolve));
      return round!.bet.id;
    });
    await hasId;
    const later = await play(bPlays, { game: 'dice', bet: 1, pick: 'big' });
    expect(later.code, later.message).toBe(200);
    expect(BigInt(later.data.round.id)).toBeGreaterThan(0n);
    // Long enough that b's round is no longer "recent", then a sync runs while a's round is still open.
    await new Promise((r) => setTimeout(r, 5_500));
    await t.services.betSync.syncAll();
    release();
    const slowId = await held;
    expect(BigInt(slowId)).toBeLessThan(BigInt(later.data.round.id));
    await t.services.betSync.syncAll();

    for (const m of [a, b]) expect((await post(t.app, '/api/betrecord', {}, { token: m.token })).data.total, m.form.name).toBe(1);
    expect(await t.services.betSync.syncAll()).toBe(0); // and each bet was stored once
  }, 30_000);
});
