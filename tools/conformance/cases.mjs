// The conformance cases of the seamless wallet API (docs/seamless-wallet.md, issue item 5). Each
// case makes its own members, talks only HTTP and throws on a deviation.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { YUAN, betBody, rollbackBody, sign, uuid, winBody } from './client.mjs';

const cases = [];
const it = (name, fn) => cases.push({ name, fn });

/** A funded member with a launched provider token, and shortcuts to the four calls. */
async function player(ctx, yuan) {
  const m = await ctx.portal.member(yuan);
  const { token } = await ctx.portal.launch(ctx.platname, m.portal);
  return { ...m, token };
}
const bal = (ctx, p) => ctx.provider.call('/user/balance', { user: p.user, token: p.token, request_uuid: uuid(), game_code: 'slot1' });
const bet = (ctx, body, o) => ctx.provider.call('/transaction/bet', body, o);
const win = (ctx, body, o) => ctx.provider.call('/transaction/win', body, o);
const rollback = (ctx, body, o) => ctx.provider.call('/transaction/rollback', body, o);
async function units(ctx, p) {
  const reply = await bal(ctx, p);
  assert.equal(reply.body.status, 'RS_OK');
  return reply.body.balance;
}
function status(reply, expected, balance) {
  assert.equal(reply.body.status, expected, `status: ${reply.raw}`);
  if (balance !== undefined) assert.equal(reply.body.balance, balance, `balance: ${reply.raw}`);
}

// ── balance ──
it('balance: RS_OK with user, CNY and the central balance in 1/100,000 CNY', async (ctx) => {
  const p = await player(ctx, 100);
  const r = await bal(ctx, p);
  assert.equal(r.http, 200);
  assert.deepEqual(
    { status: r.body.status, user: r.body.user, currency: r.body.currency, balance: r.body.balance },
    { status: 'RS_OK', user: p.user, currency: 'CNY', balance: 100 * YUAN },
  );
});
it('balance: echoes request_uuid', async (ctx) => {
  const p = await player(ctx, 1);
  const request_uuid = uuid();
  const r = await ctx.provider.call('/user/balance', { user: p.user, token: p.token, request_uuid });
  assert.equal(r.body.request_uuid, request_uuid);
});
it('balance: a member with nothing has 0', async (ctx) => {
  status(await bal(ctx, await player(ctx, 0)), 'RS_OK', 0);
});
it('balance: an unknown token is RS_ERROR_INVALID_TOKEN', async (ctx) => {
  const p = await player(ctx, 1);
  status(await bal(ctx, { ...p, token: `x${uuid()}` }), 'RS_ERROR_INVALID_TOKEN');
});
it("balance: another member's token is RS_ERROR_INVALID_TOKEN", async (ctx) => {
  const [a, b] = [await player(ctx, 1), await player(ctx, 1)];
  status(await bal(ctx, { user: a.user, token: b.token }), 'RS_ERROR_INVALID_TOKEN');
});
it('balance: an unknown user is RS_ERROR_INVALID_TOKEN', async (ctx) => {
  const p = await player(ctx, 1);
  status(await bal(ctx, { ...p, user: `nobody${Date.now()}` }), 'RS_ERROR_INVALID_TOKEN');
});

// ── bet ──
it('bet: debits the amount and answers the new balance, echoing user and request_uuid', async (ctx) => {
  const p = await player(ctx, 100);
  const b = betBody(p.user, p.token, 10 * YUAN);
  const r = await bet(ctx, b);
  status(r, 'RS_OK', 90 * YUAN);
  assert.equal(r.body.request_uuid, b.request_uuid);
  assert.equal(r.body.user, p.user);
  assert.equal(r.body.currency, 'CNY');
  assert.equal(await units(ctx, p), 90 * YUAN);
});
it('bet: the whole balance is accepted, leaving 0', async (ctx) => {
  const p = await player(ctx, 7);
  status(await bet(ctx, betBody(p.user, p.token, 7 * YUAN)), 'RS_OK', 0);
});
it('bet: 0.01 CNY (1,000 units) is accepted', async (ctx) => {
  const p = await player(ctx, 1);
  status(await bet(ctx, betBody(p.user, p.token, 1000)), 'RS_OK', YUAN - 1000);
});
it('bet: insufficient funds is RS_ERROR_NOT_ENOUGH_MONEY and debits nothing', async (ctx) => {
  const p = await player(ctx, 5);
  status(await bet(ctx, betBody(p.user, p.token, 5.01 * YUAN)), 'RS_ERROR_NOT_ENOUGH_MONEY', 5 * YUAN);
  assert.equal(await units(ctx, p), 5 * YUAN);
});
for (const [label, amount] of [
  ['negative', -1000],
  ['zero', 0],
  ['non-integer', 1000.5],
  ['not whole cents', 1234],
  ['huge (1e20)', 1e20],
  ['above the maximum', 1_000_000_001_000],
  ['a string', '1000'],
  ['null', null],
]) {
  it(`bet: a ${label} amount is RS_ERROR_WRONG_TYPES and debits nothing`, async (ctx) => {
    const p = await player(ctx, 10);
    status(await bet(ctx, { ...betBody(p.user, p.token, 0), amount }), 'RS_ERROR_WRONG_TYPES');
    assert.equal(await units(ctx, p), 10 * YUAN);
    if (amount === null) {
      // A win may be 0, so a null read as 0 would pass there: it must be refused too.
      const b = betBody(p.user, p.token, YUAN);
      status(await bet(ctx, b), 'RS_OK');
      status(await win(ctx, { ...winBody(p.user, p.token, 0, b.round), amount }), 'RS_ERROR_WRONG_TYPES');
      assert.equal(await units(ctx, p), 9 * YUAN);
    }
  });
}
it('bet: a missing transaction_uuid is RS_ERROR_WRONG_TYPES', async (ctx) => {
  const p = await player(ctx, 10);
  const { transaction_uuid: _, ...body } = betBody(p.user, p.token, YUAN);
  status(await bet(ctx, body), 'RS_ERROR_WRONG_TYPES');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('bet: a missing round is RS_ERROR_WRONG_TYPES', async (ctx) => {
  const p = await player(ctx, 10);
  const { round: _, ...body } = betBody(p.user, p.token, YUAN);
  status(await bet(ctx, body), 'RS_ERROR_WRONG_TYPES');
});
it('bet: another currency is RS_ERROR_WRONG_CURRENCY and debits nothing', async (ctx) => {
  const p = await player(ctx, 10);
  status(await bet(ctx, betBody(p.user, p.token, YUAN, { currency: 'USD' })), 'RS_ERROR_WRONG_CURRENCY');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('bet: an unknown user is RS_ERROR_INVALID_TOKEN', async (ctx) => {
  const p = await player(ctx, 10);
  status(await bet(ctx, betBody(`nobody${Date.now()}`, p.token, YUAN)), 'RS_ERROR_INVALID_TOKEN');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('bet: an unknown token is RS_ERROR_INVALID_TOKEN', async (ctx) => {
  const p = await player(ctx, 10);
  status(await bet(ctx, betBody(p.user, `x${uuid()}`, YUAN)), 'RS_ERROR_INVALID_TOKEN');
});
it("bet: in another member's round is refused", async (ctx) => {
  const [a, b] = [await player(ctx, 10), await player(ctx, 10)];
  const first = betBody(a.user, a.token, YUAN);
  status(await bet(ctx, first), 'RS_OK');
  status(await bet(ctx, betBody(b.user, b.token, YUAN, { round: first.round })), 'RS_ERROR_WRONG_TYPES');
  assert.equal(await units(ctx, b), 10 * YUAN);
});

// ── win ──
it('win: credits its round after a bet', async (ctx) => {
  const p = await player(ctx, 100);
  const b = betBody(p.user, p.token, 10 * YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, 25.5 * YUAN, b.round, { reference_transaction_uuid: b.transaction_uuid })), 'RS_OK', 115.5 * YUAN);
});
it('bet and win in one round: balance is start − stake + payout', async (ctx) => {
  const p = await player(ctx, 50);
  const round = uuid();
  status(await bet(ctx, betBody(p.user, p.token, 20 * YUAN, { round })), 'RS_OK', 30 * YUAN);
  status(await win(ctx, winBody(p.user, p.token, 8 * YUAN, round)), 'RS_OK', 38 * YUAN);
});
it('win: 0 closes a lost round and moves nothing', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 4 * YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, 0, b.round)), 'RS_OK', 6 * YUAN);
});
it('several bets in one round and one win', async (ctx) => {
  const p = await player(ctx, 100);
  const round = uuid();
  for (const y of [1, 2, 3]) status(await bet(ctx, betBody(p.user, p.token, y * YUAN, { round })), 'RS_OK');
  status(await win(ctx, winBody(p.user, p.token, 10 * YUAN, round)), 'RS_OK', 104 * YUAN);
});
it('two wins in one round are both paid', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, 2 * YUAN, b.round, { round_closed: false })), 'RS_OK', 11 * YUAN);
  status(await win(ctx, winBody(p.user, p.token, 3 * YUAN, b.round)), 'RS_OK', 14 * YUAN);
});
it('win without a bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST and credits nothing', async (ctx) => {
  const p = await player(ctx, 10);
  status(await win(ctx, winBody(p.user, p.token, 5 * YUAN, uuid())), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 10 * YUAN);
});
it('win naming an unknown bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, 5 * YUAN, b.round, { reference_transaction_uuid: uuid() })), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 9 * YUAN);
});
it("win naming another member's bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST", async (ctx) => {
  const [a, b] = [await player(ctx, 10), await player(ctx, 10)];
  const ab = betBody(a.user, a.token, YUAN);
  await bet(ctx, ab);
  status(
    await win(ctx, winBody(b.user, b.token, 5 * YUAN, uuid(), { reference_transaction_uuid: ab.transaction_uuid })),
    'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    10 * YUAN,
  );
});
it('win: a negative amount is RS_ERROR_WRONG_TYPES', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, -YUAN, b.round)), 'RS_ERROR_WRONG_TYPES');
  assert.equal(await units(ctx, p), 9 * YUAN);
});
it('win: a non-integer amount is RS_ERROR_WRONG_TYPES', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, 1.5, b.round)), 'RS_ERROR_WRONG_TYPES');
  assert.equal(await units(ctx, p), 9 * YUAN);
});
it('win: another currency is RS_ERROR_WRONG_CURRENCY', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, YUAN, b.round, { currency: 'EUR' })), 'RS_ERROR_WRONG_CURRENCY');
  assert.equal(await units(ctx, p), 9 * YUAN);
});

// ── duplicates and retries ──
it('the same bet again answers its first balance and debits once', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 3 * YUAN);
  status(await bet(ctx, b), 'RS_OK', 7 * YUAN);
  status(await bet(ctx, b), 'RS_OK', 7 * YUAN);
  assert.equal(await units(ctx, p), 7 * YUAN);
});
it('the same bet with a new request_uuid debits once', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 3 * YUAN);
  await bet(ctx, b);
  status(await bet(ctx, { ...b, request_uuid: uuid() }), 'RS_OK', 7 * YUAN);
  assert.equal(await units(ctx, p), 7 * YUAN);
});
it('a repeat answers its first balance even after later bets', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  await bet(ctx, betBody(p.user, p.token, YUAN));
  status(await bet(ctx, b), 'RS_OK', 9 * YUAN);
  assert.equal(await units(ctx, p), 8 * YUAN);
});
it('a transaction uuid with another amount is RS_ERROR_DUPLICATE_TRANSACTION', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await bet(ctx, { ...b, amount: 2 * YUAN }), 'RS_ERROR_DUPLICATE_TRANSACTION');
  assert.equal(await units(ctx, p), 9 * YUAN);
});
it('a transaction uuid used by another user is RS_ERROR_DUPLICATE_TRANSACTION', async (ctx) => {
  const [a, b] = [await player(ctx, 10), await player(ctx, 10)];
  const ab = betBody(a.user, a.token, YUAN);
  await bet(ctx, ab);
  status(await bet(ctx, { ...betBody(b.user, b.token, YUAN), transaction_uuid: ab.transaction_uuid }), 'RS_ERROR_DUPLICATE_TRANSACTION');
  assert.equal(await units(ctx, b), 10 * YUAN);
});
it("a bet's uuid used by a win is RS_ERROR_DUPLICATE_TRANSACTION", async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  status(await win(ctx, winBody(p.user, p.token, 5 * YUAN, b.round, { transaction_uuid: b.transaction_uuid })), 'RS_ERROR_DUPLICATE_TRANSACTION');
  assert.equal(await units(ctx, p), 9 * YUAN);
});
it('the same win again credits once', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  const w = winBody(p.user, p.token, 5 * YUAN, b.round);
  status(await win(ctx, w), 'RS_OK', 14 * YUAN);
  status(await win(ctx, w), 'RS_OK', 14 * YUAN);
  assert.equal(await units(ctx, p), 14 * YUAN);
});
it("a win's uuid used by another user's win is RS_ERROR_DUPLICATE_TRANSACTION", async (ctx) => {
  const [a, b] = [await player(ctx, 10), await player(ctx, 10)];
  const [ab, bb] = [betBody(a.user, a.token, YUAN), betBody(b.user, b.token, YUAN)];
  await bet(ctx, ab);
  await bet(ctx, bb);
  const w = winBody(a.user, a.token, 5 * YUAN, ab.round);
  await win(ctx, w);
  status(await win(ctx, { ...winBody(b.user, b.token, 5 * YUAN, bb.round), transaction_uuid: w.transaction_uuid }), 'RS_ERROR_DUPLICATE_TRANSACTION');
  assert.equal(await units(ctx, b), 9 * YUAN);
});
it('the same bet retried 20 times one after another posts once', async (ctx) => {
  const p = await player(ctx, 100);
  const b = betBody(p.user, p.token, 10 * YUAN);
  for (let i = 0; i < 20; i++) status(await bet(ctx, b), 'RS_OK', 90 * YUAN);
  assert.equal(await units(ctx, p), 90 * YUAN);
});
it('the same bet sent 20 times at once posts once, every reply its balance', async (ctx) => {
  const p = await player(ctx, 100);
  const b = betBody(p.user, p.token, 10 * YUAN);
  const replies = await Promise.all(Array.from({ length: 20 }, () => bet(ctx, b)));
  for (const r of replies) status(r, 'RS_OK', 90 * YUAN);
  assert.equal(await units(ctx, p), 90 * YUAN);
});
it('the same win sent 20 times at once credits once', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  const w = winBody(p.user, p.token, 3 * YUAN, b.round);
  const replies = await Promise.all(Array.from({ length: 20 }, () => win(ctx, w)));
  for (const r of replies) status(r, 'RS_OK', 12 * YUAN);
  assert.equal(await units(ctx, p), 12 * YUAN);
});
it('100 bets at once against one balance: no overdraft', async (ctx) => {
  const p = await player(ctx, 100);
  const replies = await Promise.all(Array.from({ length: 100 }, () => bet(ctx, betBody(p.user, p.token, 1.5 * YUAN))));
  const ok = replies.filter((r) => r.body.status === 'RS_OK').length;
  const poor = replies.filter((r) => r.body.status === 'RS_ERROR_NOT_ENOUGH_MONEY').length;
  assert.equal(ok, 66);
  assert.equal(poor, 34);
  assert.equal(await units(ctx, p), 100 * YUAN - 66 * 1.5 * YUAN);
  for (const r of replies) assert.ok(r.body.balance >= 0);
});

// ── rollback ──
it('rollback of a bet returns its stake', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 4 * YUAN);
  await bet(ctx, b);
  status(await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid, { round: b.round })), 'RS_OK', 10 * YUAN);
});
it('the same rollback again returns the stake once', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 4 * YUAN);
  await bet(ctx, b);
  const rb = rollbackBody(p.user, p.token, b.transaction_uuid, { round: b.round });
  await rollback(ctx, rb);
  status(await rollback(ctx, rb), 'RS_OK', 10 * YUAN);
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('a second rollback (another uuid) of the same bet moves nothing', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 4 * YUAN);
  await bet(ctx, b);
  await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid));
  status(await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid)), 'RS_OK', 10 * YUAN);
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('rollback of a win takes the win back', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  const w = winBody(p.user, p.token, 5 * YUAN, b.round);
  status(await win(ctx, w), 'RS_OK', 14 * YUAN);
  status(await rollback(ctx, rollbackBody(p.user, p.token, w.transaction_uuid, { round: b.round })), 'RS_OK', 9 * YUAN);
});
it('rollback of a win the member no longer holds is RS_ERROR_NOT_ENOUGH_MONEY', async (ctx) => {
  const p = await player(ctx, 1);
  const b = betBody(p.user, p.token, YUAN);
  await bet(ctx, b);
  const w = winBody(p.user, p.token, 5 * YUAN, b.round);
  await win(ctx, w);
  await bet(ctx, betBody(p.user, p.token, 5 * YUAN));
  status(await rollback(ctx, rollbackBody(p.user, p.token, w.transaction_uuid)), 'RS_ERROR_NOT_ENOUGH_MONEY', 0);
});
it('rollback of an unknown uuid is accepted and moves nothing', async (ctx) => {
  const p = await player(ctx, 10);
  status(await rollback(ctx, rollbackBody(p.user, p.token, uuid())), 'RS_OK', 10 * YUAN);
});
it('a bet with a uuid an earlier rollback named is RS_ERROR_DUPLICATE_TRANSACTION', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 2 * YUAN);
  status(await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid)), 'RS_OK');
  status(await bet(ctx, b), 'RS_ERROR_DUPLICATE_TRANSACTION');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('a win after its bet was rolled back is refused', async (ctx) => {
  const p = await player(ctx, 10);
  const b = betBody(p.user, p.token, 2 * YUAN);
  await bet(ctx, b);
  await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid, { round: b.round }));
  status(
    await win(ctx, winBody(p.user, p.token, 5 * YUAN, b.round, { reference_transaction_uuid: b.transaction_uuid })),
    'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    10 * YUAN,
  );
});
it('partial rollback in a multi-bet round leaves the other bets, which a win still pays', async (ctx) => {
  const p = await player(ctx, 100);
  const round = uuid();
  const bets = [1, 2, 3].map((y) => betBody(p.user, p.token, y * YUAN, { round }));
  for (const b of bets) await bet(ctx, b);
  status(await rollback(ctx, rollbackBody(p.user, p.token, bets[1].transaction_uuid, { round })), 'RS_OK', 96 * YUAN);
  status(await win(ctx, winBody(p.user, p.token, 10 * YUAN, round)), 'RS_OK', 106 * YUAN);
});
it("rollback naming another member's transaction is refused and moves nothing", async (ctx) => {
  const [a, b] = [await player(ctx, 10), await player(ctx, 10)];
  const ab = betBody(a.user, a.token, 2 * YUAN);
  await bet(ctx, ab);
  status(await rollback(ctx, rollbackBody(b.user, b.token, ab.transaction_uuid)), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  assert.equal(await units(ctx, a), 8 * YUAN);
  assert.equal(await units(ctx, b), 10 * YUAN);
});
it('rollback without reference_transaction_uuid is RS_ERROR_WRONG_TYPES', async (ctx) => {
  const p = await player(ctx, 10);
  const { reference_transaction_uuid: _, ...body } = rollbackBody(p.user, p.token, 'x');
  status(await rollback(ctx, body), 'RS_ERROR_WRONG_TYPES');
});

// ── signatures and syntax ──
it('a missing signature is RS_ERROR_INVALID_SIGNATURE and debits nothing', async (ctx) => {
  const p = await player(ctx, 10);
  status(await bet(ctx, betBody(p.user, p.token, YUAN), { signature: null }), 'RS_ERROR_INVALID_SIGNATURE');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('a garbage signature is RS_ERROR_INVALID_SIGNATURE', async (ctx) => {
  const p = await player(ctx, 10);
  status(await bet(ctx, betBody(p.user, p.token, YUAN), { signature: 'bm90IGEgc2lnbmF0dXJl' }), 'RS_ERROR_INVALID_SIGNATURE');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it("another key's signature is RS_ERROR_INVALID_SIGNATURE", async (ctx) => {
  const p = await player(ctx, 10);
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const body = JSON.stringify(betBody(p.user, p.token, YUAN));
  status(await bet(ctx, body, { signature: sign(stranger, body) }), 'RS_ERROR_INVALID_SIGNATURE');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('a signature replayed onto another body is RS_ERROR_INVALID_SIGNATURE', async (ctx) => {
  const p = await player(ctx, 100);
  const first = JSON.stringify(betBody(p.user, p.token, YUAN));
  const signature = sign(ctx.provider.privateKey, first);
  status(await bet(ctx, first, { signature }), 'RS_OK', 99 * YUAN);
  const second = JSON.stringify({ ...JSON.parse(first), amount: 50 * YUAN, transaction_uuid: uuid() });
  status(await bet(ctx, second, { signature }), 'RS_ERROR_INVALID_SIGNATURE');
  assert.equal(await units(ctx, p), 99 * YUAN);
});
it('a replayed signed request (the same bytes) posts once', async (ctx) => {
  const p = await player(ctx, 100);
  const raw = JSON.stringify(betBody(p.user, p.token, 5 * YUAN));
  const signature = sign(ctx.provider.privateKey, raw);
  for (let i = 0; i < 3; i++) status(await bet(ctx, raw, { signature }), 'RS_OK', 95 * YUAN);
  assert.equal(await units(ctx, p), 95 * YUAN);
});
it('the signature covers the raw bytes: re-spaced JSON is RS_ERROR_INVALID_SIGNATURE', async (ctx) => {
  const p = await player(ctx, 10);
  const body = betBody(p.user, p.token, YUAN);
  const signature = sign(ctx.provider.privateKey, JSON.stringify(body));
  status(await bet(ctx, JSON.stringify(body, null, 1), { signature }), 'RS_ERROR_INVALID_SIGNATURE');
});
it('a signed body that is not JSON is RS_ERROR_WRONG_SYNTAX', async (ctx) => {
  status(await bet(ctx, '{"user": "x", '), 'RS_ERROR_WRONG_SYNTAX');
});
it('an unknown platform is RS_ERROR_INVALID_PARTNER', async (ctx) => {
  const p = await player(ctx, 10);
  const raw = JSON.stringify(betBody(p.user, p.token, YUAN));
  const res = await fetch(`${ctx.provider.base}/api/wallet/NO_SUCH_PLATFORM/transaction/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Hub88-Signature': sign(ctx.provider.privateKey, raw) },
    body: raw,
  });
  assert.equal((await res.json()).status, 'RS_ERROR_INVALID_PARTNER');
  assert.equal(await units(ctx, p), 10 * YUAN);
});
it('a refusal of a known member carries the balance and currency', async (ctx) => {
  const p = await player(ctx, 3);
  const r = await bet(ctx, betBody(p.user, p.token, 4 * YUAN));
  assert.deepEqual([r.body.status, r.body.currency, r.body.balance], ['RS_ERROR_NOT_ENOUGH_MONEY', 'CNY', 3 * YUAN]);
});

// ── sessions ──
async function loggedOut(ctx) {
  const p = await player(ctx, 100);
  const b = betBody(p.user, p.token, 10 * YUAN);
  status(await bet(ctx, b), 'RS_OK');
  await ctx.portal.must('/api/logoff', {}, { token: p.portal });
  return { p, b };
}
it('expired token (after logout): a bet is RS_ERROR_TOKEN_EXPIRED', async (ctx) => {
  const { p } = await loggedOut(ctx);
  status(await bet(ctx, betBody(p.user, p.token, YUAN)), 'RS_ERROR_TOKEN_EXPIRED');
  assert.equal(await units(ctx, p), 90 * YUAN);
});
it('expired token: a win of an earlier bet is accepted', async (ctx) => {
  const { p, b } = await loggedOut(ctx);
  status(await win(ctx, winBody(p.user, p.token, 15 * YUAN, b.round)), 'RS_OK', 105 * YUAN);
});
it('expired token: a rollback of an earlier bet is accepted', async (ctx) => {
  const { p, b } = await loggedOut(ctx);
  status(await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid)), 'RS_OK', 100 * YUAN);
});
it('expired token: the balance is still answered', async (ctx) => {
  const { p } = await loggedOut(ctx);
  status(await bal(ctx, p), 'RS_OK', 90 * YUAN);
});
it('a new launch after logging in again gives a live token', async (ctx) => {
  const { p } = await loggedOut(ctx);
  const login = await ctx.portal.must('/api/login', { name: p.user, password: p.password, captcha_id: 'x', code: 'x' });
  const { token } = await ctx.portal.launch(ctx.platname, login.api_token);
  status(await bet(ctx, betBody(p.user, token, YUAN)), 'RS_OK', 89 * YUAN);
});

// ── player protection ──
async function blocked(ctx, how) {
  const p = await player(ctx, 100);
  const b = betBody(p.user, p.token, 10 * YUAN);
  status(await bet(ctx, b), 'RS_OK');
  if (how === 'frozen') await ctx.portal.must('/api/admin/members/freeze', { username: p.user, reason: 'conformance' }, { token: await ctx.portal.admin() });
  if (how === 'excluded') await ctx.portal.must('/api/responsible/exclude', { period: '6m', password: p.password }, { token: p.portal });
  if (how === 'timed out') await ctx.portal.must('/api/responsible/timeout', { days: 1, password: p.password }, { token: p.portal });
  return { p, b };
}
for (const how of ['frozen', 'excluded', 'timed out']) {
  it(`a ${how} member's bet is RS_ERROR_USER_DISABLED (or expired token) and debits nothing`, async (ctx) => {
    const { p } = await blocked(ctx, how);
    const r = await bet(ctx, betBody(p.user, p.token, YUAN));
    assert.ok(['RS_ERROR_USER_DISABLED', 'RS_ERROR_TOKEN_EXPIRED'].includes(r.body.status), r.raw);
    assert.equal(await units(ctx, p), 90 * YUAN);
  });
  it(`a ${how} member is paid the win of an earlier bet`, async (ctx) => {
    const { p, b } = await blocked(ctx, how);
    status(await win(ctx, winBody(p.user, p.token, 20 * YUAN, b.round)), 'RS_OK', 110 * YUAN);
  });
  it(`a ${how} member's earlier bet can be rolled back`, async (ctx) => {
    const { p, b } = await blocked(ctx, how);
    status(await rollback(ctx, rollbackBody(p.user, p.token, b.transaction_uuid)), 'RS_OK', 100 * YUAN);
  });
}
it('a frozen member with a fresh live token is RS_ERROR_USER_DISABLED', async (ctx) => {
  const p = await player(ctx, 100);
  const { token } = await ctx.portal.launch(ctx.platname, p.portal);
  await ctx.portal.must('/api/admin/members/freeze', { username: p.user, reason: 'conformance' }, { token: await ctx.portal.admin() });
  const r = await bet(ctx, betBody(p.user, token, YUAN));
  assert.ok(['RS_ERROR_USER_DISABLED', 'RS_ERROR_TOKEN_EXPIRED'].includes(r.body.status), r.raw);
  assert.equal(await units(ctx, p), 100 * YUAN);
});

// ── replies ──
it('every reply so far was HTTP 200 JSON signed by the portal and its signature verifies', async (ctx) => {
  assert.deepEqual(ctx.provider.unverified, []);
  assert.ok(ctx.provider.replies > 100, `only ${ctx.provider.replies} replies`);
});

export { cases };
