import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';
import { expectLedgerOk } from './support/cashier.js';
import { newStaff } from './support/staff.js';
import { SESSION_KEEP_DAYS } from '../src/providers/seamless/index.js';
import { addSeamlessPlatform, betBody, call, launchToken, rollbackBody, uuid, verifiesWith, winBody, type WalletCall } from './support/seamless.js';

// The seamless wallet API (docs/seamless-wallet.md) as a provider's server calls it: signed JSON
// in, a signed status reply out, the member's central wallet and the ledger moved once per uuid.

const PLAT = 'SEAM';
const YUAN = 100_000;
let t: TestApp;
let admin: string;
let portalKey: string;
const replies: WalletCall[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { poolSize: 12 });
  admin = await adminToken(t);
  await addSeamlessPlatform(t, admin, PLAT);
  const key = await request(t.app).get('/api/wallet/public-key');
  expect(key.body.code).toBe(200);
  portalKey = key.body.data.public_key as string;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A signed call, kept for the check that every reply's signature verifies. */
async function wallet(path: string, body: object | string, opts?: { signature?: string | null }) {
  const reply = await call(t, PLAT, path, body, opts);
  expect(reply.status).toBe(200);
  replies.push(reply);
  return reply;
}
const bet = (body: object) => wallet('/transaction/bet', body);
const win = (body: object) => wallet('/transaction/win', body);
const rollback = (body: object) => wallet('/transaction/rollback', body);

/** A funded member who launched the platform: their name, portal token and provider token. */
async function player(yuan: number) {
  const m = await fundedMember(t, yuan);
  return { user: m.form.name as string, portal: m.token, token: await launchToken(t, PLAT, m.token), password: m.form.password as string };
}

async function centralUnits(user: string): Promise<number> {
  const [row] = await t.sql.query<{ balance: string }>(
    `SELECT a.balance::text FROM accounts a JOIN users u ON a.code = 'member:' || u.id || ':central' WHERE u.username = $1`,
    [user],
  );
  return Math.round(Number(row!.balance) * YUAN);
}
async function postings(uuidValue: string): Promise<number> {
  const [row] = await t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM journal_transactions WHERE idempotency_key = $1`, [
    `seamless:${PLAT}:${uuidValue}`,
  ]);
  return row!.n;
}
async function rowsOf(uuidValue: string): Promise<number> {
  const [row] = await t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM seamless_transactions WHERE uuid = $1`, [uuidValue]);
  return row!.n;
}

describe('launch', () => {
  it('makes a provider token bound to the portal session and fills the launch template', async () => {
    const m = await fundedMember(t, 10);
    const body = await post(
      t.app,
      '/api/getGameUrl',
      { plat_name: PLAT, game_type: 0, game_code: 'slot9', is_mobile_url: 0 },
      { token: m.token, lang: 'en_US' },
    );
    expect(body.code, body.message).toBe(200);
    const url = new URL(body.data.url as string);
    expect(url.origin + url.pathname).toBe('https://games.example.com/launch');
    expect(url.searchParams.get('user')).toBe(m.form.name);
    expect(url.searchParams.get('game')).toBe('slot9');
    expect(url.searchParams.get('currency')).toBe('CNY');
    expect(url.searchParams.get('lang')).toBe('en_US');
    const [row] = await t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM seamless_sessions WHERE token = $1`, [url.searchParams.get('token')]);
    expect(row!.n).toBe(1);
  });
});

describe('balance, bet, win', () => {
  it('answers the central balance in 1/100,000 CNY', async () => {
    const p = await player(1000);
    const reply = await wallet('/user/balance', { user: p.user, token: p.token, request_uuid: uuid(), game_code: 'slot1' });
    expect(reply.body).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'CNY', balance: 1000 * YUAN });
  });

  it('a bet debits the central wallet once, a win in its round credits it', async () => {
    const p = await player(1000);
    const b = betBody(p.user, p.token, 10 * YUAN);
    expect((await bet(b)).body).toMatchObject({ status: 'RS_OK', balance: 990 * YUAN, request_uuid: b.request_uuid });
    expect(await postings(b.transaction_uuid)).toBe(1);
    const w = winBody(p.user, p.token, 25.5 * YUAN, b.round, { reference_transaction_uuid: b.transaction_uuid });
    expect((await win(w)).body).toMatchObject({ status: 'RS_OK', balance: 1015.5 * YUAN });
    expect(await centralUnits(p.user)).toBe(1015.5 * YUAN);
    const [round] = await t.sql.query<{ stake: string; payout: string }>(`SELECT stake::text, payout::text FROM seamless_rounds WHERE round = $1`, [b.round]);
    expect(round).toEqual({ stake: '10.00', payout: '25.50' });
  });

  it('several bets in one round, a zero win closes it; a win without a bet is refused', async () => {
    const p = await player(100);
    const round = uuid();
    for (const amount of [1, 2, 3]) expect((await bet(betBody(p.user, p.token, amount * YUAN, { round }))).body.status).toBe('RS_OK');
    expect((await win(winBody(p.user, p.token, 0, round))).body).toMatchObject({ status: 'RS_OK', balance: 94 * YUAN });
    const orphan = winBody(p.user, p.token, 5 * YUAN, uuid());
    expect((await win(orphan)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 94 * YUAN });
    expect(await rowsOf(orphan.transaction_uuid)).toBe(0);
  });

  it('refuses a bet above the balance, and writes nothing', async () => {
    const p = await player(5);
    const b = betBody(p.user, p.token, 5.01 * YUAN);
    expect((await bet(b)).body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5 * YUAN });
    expect(await rowsOf(b.transaction_uuid)).toBe(0);
    expect(await postings(b.transaction_uuid)).toBe(0);
  });

  it('refuses negative, zero, fractional, sub-cent, huge and string amounts, and another currency', async () => {
    const p = await player(100);
    for (const amount of [-1000, 0, 1000.5, 1234, 1e20, Number.MAX_SAFE_INTEGER, '1000']) {
      const b = { ...betBody(p.user, p.token, 0), amount };
      expect((await bet(b)).body.status, String(amount)).toBe('RS_ERROR_WRONG_TYPES');
      expect(await rowsOf(b.transaction_uuid)).toBe(0);
    }
    expect((await bet(betBody(p.user, p.token, YUAN, { currency: 'USD' }))).body.status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect(await centralUnits(p.user)).toBe(100 * YUAN);
  });
});

describe('idempotency and duplicates', () => {
  it('the same bet again answers its first balance; another body or another user with its uuid is a duplicate', async () => {
    const p = await player(100);
    const q = await player(100);
    const b = betBody(p.user, p.token, 10 * YUAN);
    expect((await bet(b)).body.balance).toBe(90 * YUAN);
    expect((await bet(betBody(p.user, p.token, YUAN))).body.balance).toBe(89 * YUAN);
    expect((await bet({ ...b, request_uuid: uuid() })).body).toMatchObject({ status: 'RS_OK', balance: 90 * YUAN });
    expect((await bet({ ...b, amount: 11 * YUAN })).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await bet({ ...b, user: q.user, token: q.token })).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await postings(b.transaction_uuid)).toBe(1);
    expect(await centralUnits(p.user)).toBe(89 * YUAN);
    expect(await centralUnits(q.user)).toBe(100 * YUAN);
  });

  it('the same request 20 times at once posts once, and every reply is its balance', async () => {
    const p = await player(100);
    const b = betBody(p.user, p.token, 7 * YUAN);
    const all = await Promise.all(Array.from({ length: 20 }, () => bet(b)));
    expect(all.map((r) => r.body.status)).toEqual(Array(20).fill('RS_OK'));
    expect(new Set(all.map((r) => r.body.balance))).toEqual(new Set([93 * YUAN]));
    expect(await postings(b.transaction_uuid)).toBe(1);
    expect(await centralUnits(p.user)).toBe(93 * YUAN);
  });

  it('100 bets at once against one balance: no overdraft', async () => {
    const p = await player(500);
    const all = await Promise.all(Array.from({ length: 100 }, () => bet(betBody(p.user, p.token, 10 * YUAN))));
    const statuses = all.map((r) => r.body.status);
    expect(statuses.filter((s) => s === 'RS_OK')).toHaveLength(50);
    expect(statuses.filter((s) => s === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(50);
    expect(await centralUnits(p.user)).toBe(0);
  }, 60_000);
});

describe('rollback', () => {
  it('of a bet returns its stake once; of a win takes it back; a win after its bet is rolled back is refused', async () => {
    const p = await player(100);
    const b = betBody(p.user, p.token, 10 * YUAN);
    await bet(b);
    const rb = rollbackBody(p.user, p.token, b.transaction_uuid);
    expect((await rollback(rb)).body).toMatchObject({ status: 'RS_OK', balance: 100 * YUAN });
    expect((await rollback(rb)).body).toMatchObject({ status: 'RS_OK', balance: 100 * YUAN });
    expect((await rollback(rollbackBody(p.user, p.token, b.transaction_uuid))).body).toMatchObject({ status: 'RS_OK', balance: 100 * YUAN });
    expect(await postings(rb.transaction_uuid)).toBe(1);
    const late = winBody(p.user, p.token, 30 * YUAN, b.round, { reference_transaction_uuid: b.transaction_uuid });
    expect((await win(late)).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await win({ ...late, transaction_uuid: uuid(), reference_transaction_uuid: undefined })).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');

    const b2 = betBody(p.user, p.token, 10 * YUAN);
    await bet(b2);
    const w2 = winBody(p.user, p.token, 40 * YUAN, b2.round);
    expect((await win(w2)).body.balance).toBe(130 * YUAN);
    expect((await rollback(rollbackBody(p.user, p.token, w2.transaction_uuid))).body).toMatchObject({ status: 'RS_OK', balance: 90 * YUAN });
    expect(await centralUnits(p.user)).toBe(90 * YUAN);
  });

  it('of one bet of a multi-bet round leaves the others', async () => {
    const p = await player(100);
    const round = uuid();
    const bets = [betBody(p.user, p.token, 5 * YUAN, { round }), betBody(p.user, p.token, 7 * YUAN, { round })];
    for (const b of bets) await bet(b);
    expect((await rollback(rollbackBody(p.user, p.token, bets[0]!.transaction_uuid))).body.balance).toBe(93 * YUAN);
    expect((await win(winBody(p.user, p.token, 14 * YUAN, round))).body.balance).toBe(107 * YUAN);
    const [r] = await t.sql.query<{ stake: string; payout: string }>(`SELECT stake::text, payout::text FROM seamless_rounds WHERE round = $1`, [round]);
    expect(r).toEqual({ stake: '7.00', payout: '14.00' });
  });

  it('of an unknown uuid is accepted and remembered: a later bet with that uuid is refused', async () => {
    const p = await player(100);
    const ghost = uuid();
    expect((await rollback(rollbackBody(p.user, p.token, ghost))).body).toMatchObject({ status: 'RS_OK', balance: 100 * YUAN });
    expect((await bet(betBody(p.user, p.token, YUAN, { transaction_uuid: ghost }))).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await centralUnits(p.user)).toBe(100 * YUAN);
  });

  it('of a win the member no longer holds is refused with RS_ERROR_NOT_ENOUGH_MONEY', async () => {
    const p = await player(10);
    const b = betBody(p.user, p.token, 10 * YUAN);
    await bet(b);
    const w = winBody(p.user, p.token, 50 * YUAN, b.round);
    await win(w);
    await bet(betBody(p.user, p.token, 45 * YUAN));
    const rb = rollbackBody(p.user, p.token, w.transaction_uuid);
    expect((await rollback(rb)).body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5 * YUAN });
    expect(await rowsOf(rb.transaction_uuid)).toBe(0);
  });
});

describe('who may call', () => {
  it('refuses a bad, missing or foreign signature, an unknown platform, bad JSON; writes nothing', async () => {
    const p = await player(100);
    const b = betBody(p.user, p.token, YUAN);
    expect((await bet({ ...b })).body.status).toBe('RS_OK');
    const other = betBody(p.user, p.token, YUAN);
    expect((await wallet('/transaction/bet', other, { signature: null })).body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await wallet('/transaction/bet', other, { signature: 'AAAA' })).body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // The signature of another body (a replayed header on a changed amount).
    const good = await call(t, PLAT, '/transaction/bet', b);
    expect(good.body.status).toBe('RS_OK');
    const tampered = JSON.stringify({ ...other, amount: 2 * YUAN });
    const reSigned = await call(t, PLAT, '/transaction/bet', tampered, { signature: 'x'.repeat(344) });
    expect(reSigned.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await wallet('/transaction/bet', '{"user": ')).body.status).toBe('RS_ERROR_WRONG_SYNTAX');
    const unknown = await call(t, 'NOPE', '/transaction/bet', other);
    expect(unknown.body.status).toBe('RS_ERROR_INVALID_PARTNER');
    expect(await rowsOf(other.transaction_uuid)).toBe(0);
    expect(await centralUnits(p.user)).toBe(99 * YUAN);
  });

  it('refuses an unknown user or token', async () => {
    const p = await player(100);
    expect((await bet(betBody('nobody-here', p.token, YUAN))).body.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(betBody(p.user, 'no-such-token', YUAN))).body.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await wallet('/user/balance', { user: 'nobody-here', token: p.token, request_uuid: uuid() })).body.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('after logout a bet is refused (token expired), a win and a rollback are accepted', async () => {
    const p = await player(100);
    const b = betBody(p.user, p.token, 10 * YUAN);
    const b2 = betBody(p.user, p.token, 10 * YUAN);
    await bet(b);
    await bet(b2);
    expect((await post(t.app, '/api/logoff', {}, { token: p.portal })).code).toBe(200);
    expect((await bet(betBody(p.user, p.token, YUAN))).body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await win(winBody(p.user, p.token, 15 * YUAN, b.round))).body).toMatchObject({ status: 'RS_OK', balance: 95 * YUAN });
    expect((await rollback(rollbackBody(p.user, p.token, b2.transaction_uuid))).body).toMatchObject({ status: 'RS_OK', balance: 105 * YUAN });
  });

  it('the cleanup job deletes provider sessions expired longer than the keep window; a win on a token expired within it is paid', async () => {
    const [old, recent, live] = [await player(100), await player(100), await player(100)];
    const oldBet = betBody(old.user, old.token, 10 * YUAN);
    const recentBet = betBody(recent.user, recent.token, 10 * YUAN);
    await bet(oldBet);
    await bet(recentBet);
    const expire = (token: string, daysAgo: number) =>
      t.sql.query(`UPDATE seamless_sessions SET expires_at = now() - make_interval(days => $2) WHERE token = $1`, [token, daysAgo]);
    await expire(old.token, SESSION_KEEP_DAYS + 1);
    await expire(recent.token, SESSION_KEEP_DAYS - 1);
    const cleanup = t.modules.flatMap((m) => m.jobs ?? []).find((j) => j.name === 'cleanup')!;
    expect(await cleanup.run()).toMatchObject({ seamlessSessions: 1 });
    const kept = await t.sql.query<{ token: string }>('SELECT token FROM seamless_sessions WHERE token = ANY($1::text[])', [
      [old.token, recent.token, live.token],
    ]);
    expect(kept.map((r) => r.token).sort()).toEqual([recent.token, live.token].sort());
    expect((await win(winBody(recent.user, recent.token, 15 * YUAN, recentBet.round))).body).toMatchObject({ status: 'RS_OK', balance: 105 * YUAN });
    expect((await bet(betBody(live.user, live.token, YUAN))).body).toMatchObject({ status: 'RS_OK', balance: 99 * YUAN });
    // Past the window the token is forgotten: the provider settles such a round by hand.
    expect((await win(winBody(old.user, old.token, 15 * YUAN, oldBet.round))).body.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('a frozen, timed-out or self-excluded member cannot bet, but is paid wins and rollbacks', async () => {
    const frozen = await player(100);
    const timedOut = await player(100);
    const excluded = await player(100);
    const open = new Map<string, { round: string; uuid: string }>();
    for (const p of [frozen, timedOut, excluded]) {
      const b = betBody(p.user, p.token, 10 * YUAN);
      expect((await bet(b)).body.status).toBe('RS_OK');
      open.set(p.user, { round: b.round, uuid: b.transaction_uuid });
    }
    expect((await post(t.app, '/api/admin/members/freeze', { username: frozen.user, reason: 'test' }, { token: admin })).code).toBe(200);
    expect((await post(t.app, '/api/responsible/timeout', { days: 1, password: timedOut.password }, { token: timedOut.portal })).code).toBe(200);
    expect((await post(t.app, '/api/responsible/exclude', { period: '6m', password: excluded.password }, { token: excluded.portal })).code).toBe(200);
    for (const p of [frozen, timedOut, excluded]) {
      expect((await bet(betBody(p.user, p.token, YUAN))).body.status, p.user).toBe('RS_ERROR_USER_DISABLED');
      const o = open.get(p.user)!;
      expect((await win(winBody(p.user, p.token, 20 * YUAN, o.round))).body).toMatchObject({ status: 'RS_OK', balance: 110 * YUAN });
      expect((await rollback(rollbackBody(p.user, p.token, o.uuid))).body).toMatchObject({ status: 'RS_OK', balance: 120 * YUAN });
    }
  });
});

describe('player protection', () => {
  it('a bet past the loss limit is refused with RS_ERROR_LIMIT_REACHED, counting the rounds at once', async () => {
    const p = await player(100);
    expect((await post(t.app, '/api/responsible/limits', { kind: 'loss', period: 'day', value: 20 }, { token: p.portal })).code).toBe(200);
    const b = betBody(p.user, p.token, 15 * YUAN);
    expect((await bet(b)).body.status).toBe('RS_OK');
    expect((await bet(betBody(p.user, p.token, 6 * YUAN))).body).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 85 * YUAN });
    expect((await bet(betBody(p.user, p.token, 5 * YUAN))).body.status).toBe('RS_OK');
    // A win in the round gives room back; the win itself is never refused.
    expect((await win(winBody(p.user, p.token, 10 * YUAN, b.round))).body.status).toBe('RS_OK');
    expect((await bet(betBody(p.user, p.token, 6 * YUAN))).body.status).toBe('RS_OK');
  });
});

describe('records', () => {
  it('each round becomes one bet record (stake, payout, valid stake), updated as the round changes, and adds to the turnover', async () => {
    const p = await player(100);
    const b = betBody(p.user, p.token, 10 * YUAN);
    await bet(b);
    await win(winBody(p.user, p.token, 4 * YUAN, b.round));
    const platform = (await t.services.platforms.find(PLAT))!;
    await t.services.betSync.syncPlatform(platform);
    const record = async () =>
      (
        await t.sql.query<{ bet_amount: string; valid_amount: string; payout: string; win_loss: string; status: number }>(
          `SELECT bet_amount::text, valid_amount::text, payout::text, win_loss::text, status FROM bet_records WHERE platname = $1 AND bet_id = $2`,
          [PLAT, b.round],
        )
      )[0];
    expect(await record()).toEqual({ bet_amount: '10.00', valid_amount: '10.00', payout: '4.00', win_loss: '-6.00', status: 1 });
    await bet(betBody(p.user, p.token, 5 * YUAN, { round: b.round }));
    await t.services.betSync.syncPlatform(platform);
    expect(await record()).toEqual({ bet_amount: '15.00', valid_amount: '15.00', payout: '4.00', win_loss: '-11.00', status: 1 });
    const [u] = await t.sql.query<{ totalgame: string }>(`SELECT totalgame::text FROM users WHERE username = $1`, [p.user]);
    expect(Number(u!.totalgame)).toBe(15);
  });
});

describe('the back office', () => {
  it('shows the settings to super, operations and support; saves them for super only; searches transactions for every role; refuses a stranger', async () => {
    const p = await player(100);
    const b = betBody(p.user, p.token, 3 * YUAN);
    await bet(b);
    const tokens: Record<string, string> = { super: admin };
    for (const role of ['finance', 'operations', 'support'] as const) tokens[role] = (await newStaff(t, role, admin)).token;
    const save = {
      platname: PLAT,
      wallet_mode: 'seamless',
      provider_public_key: (await post(t.app, '/api/admin/seamless/platforms', {}, { token: admin })).data.list.find(
        (r: { platname: string }) => r.platname === PLAT,
      ).provider_public_key,
      launch_template: 'https://g.example.com/?t={token}',
    };
    for (const [role, token] of Object.entries(tokens)) {
      const list = await post(t.app, '/api/admin/seamless/platforms', {}, { token });
      expect(list.code, role).toBe(role === 'finance' ? 203 : 200);
      if (list.code === 200) {
        expect(list.data.portal_public_key).toBe(portalKey);
        expect(JSON.stringify(list.data)).not.toContain('PRIVATE KEY');
      }
      const saved = await post(t.app, '/api/admin/seamless/platforms/save', save, { token });
      expect(saved.code, role).toBe(role === 'super' ? 200 : 203);
      const found = await post(t.app, '/api/admin/seamless/transactions', { uuid: b.transaction_uuid }, { token });
      expect(found.code, role).toBe(200);
      expect(found.data.list).toEqual([
        expect.objectContaining({
          uuid: b.transaction_uuid,
          kind: 'bet',
          username: p.user,
          amount: '3.00',
          amount_units: String(3 * YUAN),
          balance_after: '97.00',
        }),
      ]);
    }
    const byRound = await post(t.app, '/api/admin/seamless/transactions', { round: b.round }, { token: admin });
    expect(byRound.data.list).toHaveLength(1);
    expect((await post(t.app, '/api/admin/seamless/transactions', {}, { token: admin })).code).toBe(1000);
    for (const path of ['/api/admin/seamless/platforms', '/api/admin/seamless/platforms/save', '/api/admin/seamless/transactions']) {
      expect((await post(t.app, path, save, { token: '' })).code, path).toBe(401);
      expect((await post(t.app, path, save, { token: p.portal })).code, path).toBe(401);
    }
    // Refused settings: a key that is no RSA public key, a template without {token}.
    expect((await post(t.app, '/api/admin/seamless/platforms/save', { ...save, provider_public_key: 'not a key' }, { token: admin })).code).toBe(1000);
    expect((await post(t.app, '/api/admin/seamless/platforms/save', { ...save, launch_template: 'https://g.example.com/' }, { token: admin })).code).toBe(1000);
  });
});

describe('the end', () => {
  it("every reply's signature verifies with the portal's published key, and the ledger is clean", async () => {
    expect(replies.length).toBeGreaterThan(150);
    expect(replies.filter((r) => !verifiesWith(portalKey, r))).toEqual([]);
    await expectLedgerOk(t, admin);
  });
});
