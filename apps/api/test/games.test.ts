import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createCore } from '../src/core.js';
import { createLogger } from '../src/logger.js';
import { createModules } from '../src/modules/index.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const funded = (amount = 1000) => fundedMember(t, amount, admin);
async function launch(token: string, plat_name: string, game_code = '0') {
  const body = await post(t.app, '/api/getGameUrl', { plat_name, game_type: 0, game_code, is_mobile_url: 0 }, { token });
  expect(body.code, body.message).toBe(200);
  const url = new URL(body.data.url as string, 'http://portal.test');
  return { url, playToken: url.searchParams.get('t')! };
}
const play = (playToken: string, body: object) =>
  request(t.app)
    .post('/play/api/bet')
    .set('Authorization', `Bearer ${playToken}`)
    .send(body)
    .then((r) => r.body);
const platformBalance = async (token: string, platname: string) =>
  (await post(t.app, '/api/balancelist', {}, { token })).data.find((p: { platname: string }) => p.platname === platname).balance as string;

describe('game launch (spec §7 getGameUrl, docs/compatibility.md#rule-7-game-launch)', () => {
  it('needs a session, registers the member with the platform on first use and opens a playable page', async () => {
    expect((await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME' })).code).toBe(401);
    const { token, form } = await funded();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    expect(await t.prisma.platformPlayer.count({ where: { userId: user.id } })).toBe(0);
    const { url, playToken } = await launch(token, 'PCGAME');
    expect(url.pathname).toBe('/play/PCGAME');
    expect(await t.prisma.platformPlayer.findMany({ where: { userId: user.id } })).toMatchObject([{ platname: 'PCGAME', playerName: form.name }]);
    const page = await request(t.app).get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('/play/assets/play.js');
    expect((await request(t.app).get('/play/PCGAME?t=forged')).status).toBe(401);
    expect((await request(t.app).get('/play/assets/play.js')).status).toBe(200);
    expect((await request(t.app).post('/play/api/balance').set('Authorization', `Bearer ${playToken}`).send({})).body).toMatchObject({
      code: 200,
      data: { balance: '0.00' },
    });
  });

  it('never writes the launch token (or the session token) into the request log', async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const core = createCore({ ...t.core, config: { ...t.config, logLevel: 'info', accessLog: true }, log });
    const logged = createApp(core, createModules(core));
    const { token } = await funded();
    const { url, playToken } = await launch(token, 'AG');
    await request(logged).get(`${url.pathname}${url.search}`).set('Authorization', `Bearer ${token}`);
    const text = lines.join('\n');
    expect(text).toContain('/play/AG?t=[redacted]');
    expect(text).not.toContain(playToken);
    expect(text).not.toContain(token);
  });

  it('answers an unknown platform or bad input with a message, never a 500', async () => {
    const { token } = await funded();
    expect(await post(t.app, '/api/getGameUrl', { plat_name: 'NOPE' }, { token, lang: 'en_US' })).toMatchObject({
      code: 1000,
      message: 'This game platform is under maintenance',
    });
    expect(await post(t.app, '/api/getGameUrl', {}, { token, lang: 'en_US' })).toMatchObject({ code: 1000, message: 'Please choose a game platform' });
    expect(await post(t.app, '/api/getGameUrl', { plat_name: { $ne: 1 } }, { token })).toMatchObject({ code: 1000 });
  });

  it('in auto-transfer mode recalls the other platforms and moves the whole central balance into the launched one', async () => {
    const { token } = await funded(500);
    await post(t.app, '/api/transfer', { amount: 200, sourcetype: 'center', targettype: 'AG' }, { token });
    await post(t.app, '/api/uptransferstatus', { transferstatus: 1 }, { token });
    await launch(token, 'KY');
    expect(await platformBalance(token, 'AG')).toBe('0.00');
    expect(await platformBalance(token, 'KY')).toBe('500.00');
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('0.00');
    await launch(token, 'PP', 'pp-gates');
    expect(await platformBalance(token, 'KY')).toBe('0.00');
    expect(await platformBalance(token, 'PP')).toBe('500.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });
});

describe('playing the built-in games, bet records and turnover', () => {
  it('takes bets from the platform wallet, and the synced bet records add to the turnover once', async () => {
    const { token, form } = await funded(1000);
    await post(t.app, '/api/PCGameTransferIn', { amount: 500 }, { token });
    const { playToken } = await launch(token, 'PCGAME');
    const rounds = [
      await play(playToken, { game: 'slot', bet: 2, lines: 9 }),
      await play(playToken, { game: 'dice', bet: 10, pick: 'big' }),
      await play(playToken, { game: 'baccarat', bet: 20, side: 'tie' }), // a tie bet is never pushed, so it always counts
    ];
    for (const r of rounds) expect(r.code, r.message).toBe(200);
    const stakes = rounds.map((r) => Number(r.data.round.stake));
    expect(stakes).toEqual([18, 10, 20]);
    const net = rounds.reduce((s, r) => s + Number(r.data.round.win_loss), 0);
    expect(Number(rounds[2].data.balance)).toBeCloseTo(500 + net, 2);
    expect((await post(t.app, '/api/PCBalance', {}, { token })).data.balance).toBe(rounds[2].data.balance);

    // Bad bets change nothing.
    expect((await play(playToken, { game: 'dice', bet: 0, pick: 'big' })).code).toBe(1000);
    expect((await play(playToken, { game: 'roulette', bet: 1 })).code).toBe(1000);
    expect((await play(playToken, { game: 'dice', bet: 10000, pick: 'big' })).code).toBe(208);
    expect((await play('forged', { game: 'dice', bet: 1, pick: 'big' })).code).toBe(401);

    expect((await post(t.app, '/api/betrecord', {}, { token })).data.total).toBe(0); // not pulled yet: venue data is delayed
    expect(await t.services.betSync.syncAll()).toBeGreaterThanOrEqual(3);
    expect(await t.services.betSync.syncAll()).toBe(0);
    // The sync also brought the ledger's platform account to what the platform holds after the games.
    const member = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    const mirror = await t.prisma.account.findUniqueOrThrow({ where: { code: `member:${member.id}:platform:PCGAME` } });
    expect(mirror.balance.toFixed(2)).toBe(rounds[2].data.balance);
    expect(await t.prisma.transfer.count({ where: { userId: member.id, direction: 'sync' } })).toBe(0);
    const record = await post(t.app, '/api/betrecord', { date: 1, page: 1 }, { token });
    expect(record.data).toMatchObject({ total: 3, per_page: 10, current_page: 1, bet_total: '48.00' });
    expect(record.data.data[0]).toEqual({
      id: expect.any(Number),
      bet_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      bet_id: expect.stringMatching(/^PCGAME\d{10}$/),
      Code: '百家樂',
      platname: 'PCGAME',
      bet_amount: '20.00',
      win_loss: rounds[2].data.round.win_loss,
      payout: rounds[2].data.round.payout,
      status: 1,
    });
    expect((await post(t.app, '/api/betrecord', { api_type: 'AG' }, { token })).data.total).toBe(0);
    expect((await post(t.app, '/api/betrecord', {}, { token, lang: 'en_US' })).data.data.map((b: { Code: string }) => b.Code)).toEqual([
      'Baccarat',
      'Sic Bo',
      'Slot machine',
    ]);
    expect((await post(t.app, '/api/betrecord', { date: 7 }, { token, lang: 'en_US' })).message).toBe('Unknown date filter');
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    expect(user.totalgame.toFixed(2)).toBe('48.00');
    expect((await post(t.app, '/api/getBetAmount', {}, { token })).data).toEqual({ bet_amount: '48.00' });
    expect((await post(t.app, '/api/user', {}, { token })).data.totalgame).toBe('48.00');

    // Transferring out settles the game result in the ledger: the platform's balance comes back exactly.
    const left = (await post(t.app, '/api/PCBalance', {}, { token })).data.balance as string;
    expect((await post(t.app, '/api/transall', {}, { token })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe((500 + Number(left)).toFixed(2));
    expect(await checkLedger(t.prisma)).toEqual([]);

    // Another member sees none of it.
    const other = await funded(1);
    expect((await post(t.app, '/api/betrecord', {}, { token: other.token })).data.total).toBe(0);
    expect((await post(t.app, '/api/gettransrecord', {}, { token: other.token })).data.total).toBe(0);
  });

  it('a baccarat tie that gave the stake back is not turnover: valid amount 0, and the withdrawal turnover leaves it out', async () => {
    const { token, form } = await funded(1000);
    await post(t.app, '/api/PCGameTransferIn', { amount: 500 }, { token });
    const { playToken } = await launch(token, 'PCGAME');
    // Play player bets until a hand ties (about 1 hand in 10; 400 hands all without one: p < 1e-17).
    const rounds: { stake: string; payout: string; detail: { result: string } }[] = [];
    while (!rounds.some((r) => r.detail.result === 'tie')) {
      expect(rounds.length).toBeLessThan(400);
      const r = await play(playToken, { game: 'baccarat', bet: 1, side: 'player' });
      expect(r.code, r.message).toBe(200);
      rounds.push(r.data.round);
    }
    const tie = rounds.find((r) => r.detail.result === 'tie')!;
    expect(tie).toMatchObject({ stake: '1.00', payout: '1.00' }); // the stake came back
    await t.services.betSync.syncAll();

    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    const records = await t.prisma.$queryRaw<{ valid: string; payout: string; bet: string }[]>`
      SELECT valid_amount::text AS valid, payout::text AS payout, bet_amount::text AS bet FROM bet_records WHERE user_id = ${user.id} ORDER BY id`;
    expect(records).toHaveLength(rounds.length);
    const ties = records.filter((r) => r.payout === r.bet);
    expect(ties.length).toBeGreaterThanOrEqual(1);
    for (const r of ties) expect(r.valid).toBe('0.00');
    for (const r of records.filter((x) => x.payout !== x.bet)) expect(r.valid).toBe('1.00');
    const counted = (rounds.length - ties.length).toFixed(2);
    expect((await post(t.app, '/api/getBetAmount', {}, { token })).data).toEqual({ bet_amount: counted });
    expect(user.totalgame.toFixed(2)).toBe(counted);
  });

  it('a bet committed after a higher-numbered one was pulled is still pulled (bet ids are handed out before commit)', async () => {
    const { token, form } = await funded(100);
    await post(t.app, '/api/PCGameTransferIn', { amount: 50 }, { token });
    const { playToken } = await launch(token, 'PCGAME');
    const [row] = await t.prisma.$queryRaw<{ id: bigint }[]>`SELECT nextval(pg_get_serial_sequence('builtin_bets', 'id')) AS id`;
    const reserved = row!.id;
    expect((await play(playToken, { game: 'dice', bet: 1, pick: 'odd' })).code).toBe(200); // numbered after `reserved`
    expect(await t.services.betSync.syncAll()).toBe(1);
    // The round that drew `reserved` commits only now.
    const wallet = await t.prisma.builtinWallet.findUniqueOrThrow({ where: { brand_player: { brand: 'pcgame', player: form.name } } });
    await t.prisma
      .$executeRaw`INSERT INTO builtin_bets (id, wallet_id, brand, game, stake, payout, detail) VALUES (${reserved}, ${wallet.id}, 'pcgame', 'dice', 2, 0, '{}')`;
    expect(await t.services.betSync.syncAll()).toBe(1);
    expect((await post(t.app, '/api/betrecord', {}, { token })).data.total).toBe(2);
    expect(await t.services.betSync.syncAll()).toBe(0);
  });
});

describe("the built-in platform's slot machines, tables and card games over HTTP", () => {
  const transferIn = (token: string, platname: string, amount: number) =>
    post(t.app, '/api/transfer', { amount, sourcetype: 'center', targettype: platname }, { token });
  const betRecords = async (userId: number) =>
    t.prisma.$queryRaw<{ game_code: string; game_name: string; bet: string; valid: string; payout: string }[]>`
      SELECT game_code, game_name, bet_amount::text AS bet, valid_amount::text AS valid, payout::text AS payout FROM bet_records WHERE user_id = ${userId} ORDER BY id`;

  it('a slot title plays its own machine: one round in the books for the whole spin and its free spins, reported under the title', async () => {
    const { token, form } = await funded(1000);
    expect((await transferIn(token, 'OB', 500)).code).toBe(200);
    const { playToken } = await launch(token, 'OB', 'ob-fortune');
    let balance = 500;
    for (let i = 0; i < 20; i++) {
      const r = await play(playToken, { game: 'ways', bet: 3 });
      expect(r.code, r.message).toBe(200);
      const { stake, payout, detail } = r.data.round as { stake: string; payout: string; detail: { title: string; spins: { payoutCents: number }[] } };
      expect(stake).toBe('3.00');
      expect(detail.title).toBe('ob-fortune');
      expect(Math.round(Number(payout) * 100)).toBe(detail.spins.reduce((n, s) => n + s.payoutCents, 0));
      balance = Math.round((balance - 3 + Number(payout)) * 100) / 100;
      expect(r.data.balance).toBe(balance.toFixed(2));
    }
    // the launch opened the 243-ways machine only
    expect((await play(playToken, { game: 'slot', bet: 1, lines: 9 })).code).toBe(1000);
    expect((await play(playToken, { game: 'baccarat', bet: 1, side: 'banker' })).code).toBe(1000);
    expect(await t.services.betSync.syncAll()).toBe(20);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    const records = await betRecords(user.id);
    expect(records).toHaveLength(20);
    for (const r of records) expect(r).toMatchObject({ game_code: 'ob-fortune', game_name: '财神到', bet: '3.00', valid: '3.00' });
    const shown = await post(t.app, '/api/betrecord', { date: 1 }, { token, lang: 'en_US' });
    expect(shown.data.data[0].Code).toBe('God of Fortune');
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('a card venue opens bull bull, three-card and dragon tiger only; 翻倍 holds five bets and counts what changed hands', async () => {
    const { token, form } = await funded(1000);
    expect((await transferIn(token, 'KY', 500)).code).toBe(200);
    const { playToken } = await launch(token, 'KY');
    for (const game of ['slot', 'ways', 'roulette', 'dice'])
      expect((await play(playToken, { game, bet: 1, bets: [{ kind: 'red', bet: 1 }], pick: 'big' })).code, game).toBe(1000);
    const rounds: { stake: string; payout: string; detail: { result: string; player: { multiple: number }; banker: { multiple: number } } }[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await play(playToken, { game: 'bull', bet: 10, mode: 'double' });
      expect(r.code, r.message).toBe(200);
      expect(r.data.round.stake).toBe('50.00');
      rounds.push(r.data.round);
    }
    expect((await play(playToken, { game: 'threecard', bet: 10 })).code).toBe(200);
    expect(await t.services.betSync.syncAll()).toBe(7);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    const records = await betRecords(user.id);
    rounds.forEach((round, i) => {
      const multiple = round.detail.result === 'player' ? round.detail.player.multiple : round.detail.banker.multiple;
      expect(records[i]).toMatchObject({ game_code: 'bull', bet: '50.00', valid: (10 * multiple).toFixed(2), payout: round.payout });
    });
    expect(records[6]).toMatchObject({ game_code: 'threecard', bet: '10.00' });
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('a live venue opens the house tables: a dragon-tiger tie takes half and counts half; roulette settles every chip; a bet off the layout writes nothing', async () => {
    const { token, form } = await funded(2000);
    expect((await transferIn(token, 'AG', 1500)).code).toBe(200);
    const { playToken } = await launch(token, 'AG');
    expect((await play(playToken, { game: 'bull', bet: 1 })).code).toBe(1000);
    // dragon bets until a hand ties (1 in 13.4; 400 hands without one: p < 1e-13)
    const hands: { stake: string; payout: string; detail: { result: string } }[] = [];
    while (!hands.some((h) => h.detail.result === 'tie')) {
      expect(hands.length).toBeLessThan(400);
      const r = await play(playToken, { game: 'dragontiger', bet: 2, side: 'dragon' });
      expect(r.code, r.message).toBe(200);
      hands.push(r.data.round);
    }
    expect(hands.find((h) => h.detail.result === 'tie')).toMatchObject({ stake: '2.00', payout: '1.00' });
    const spin = await play(playToken, {
      game: 'roulette',
      bets: [
        { kind: 'straight', numbers: [17], bet: 5 },
        { kind: 'black', bet: 10 },
        { kind: 'corner', numbers: [1, 2, 4, 5], bet: 3 },
      ],
    });
    expect(spin.code, spin.message).toBe(200);
    expect(spin.data.round.stake).toBe('18.00');
    const before = await t.prisma.builtinBet.count();
    const refused = await play(playToken, { game: 'roulette', bets: [{ kind: 'corner', numbers: [2, 3, 4, 5], bet: 3 }] });
    expect(refused.code).toBe(1000);
    expect(await t.prisma.builtinBet.count()).toBe(before);
    await t.services.betSync.syncAll();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: form.name } });
    const records = await betRecords(user.id);
    expect(records).toHaveLength(hands.length + 1);
    for (const r of records.slice(0, -1)) expect(r.valid).toBe(r.payout === '1.00' ? '1.00' : '2.00');
    expect(records.at(-1)).toMatchObject({ game_code: 'roulette', bet: '18.00', valid: '18.00' });
    const turnover = records.reduce((n, r) => n + Math.round(Number(r.valid) * 100), 0);
    expect((await post(t.app, '/api/getBetAmount', {}, { token })).data.bet_amount).toBe((turnover / 100).toFixed(2));
    expect(await checkLedger(t.prisma)).toEqual([]);
  });
});
