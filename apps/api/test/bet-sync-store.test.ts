import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBets } from '../src/modules/records/store/sync.js';
import { createTestApp, createTestDatabase, registerMember, type TestApp } from './support/app.js';

/**
 * The bet sync stores a page of new bets in one statement (records/store/sync.ts insertBets): each
 * bet once per (platname, bet_id), in the page's order, whatever the page repeats or the table
 * already holds; the ids returned are those of the bets stored now.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let userId: number;
beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { databaseUrl: db.url });
  const m = await registerMember(t);
  userId = (await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name.toLowerCase() } })).id;
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

const bet = (betId: string, stake: string, status = 1) => ({
  betId,
  userId,
  gameCode: 'slot',
  gameName: 'Slot',
  category: 'slot',
  stake,
  validStake: stake,
  payout: '0',
  winLoss: `-${stake}`,
  status,
  betTime: new Date('2026-11-29T04:00:00Z'),
  detail: betId === 'b2' ? { draw: '20261129001' } : undefined,
});

describe('insertBets', () => {
  it('stores each new bet once, the first copy of a repeated one, and skips those stored before', async () => {
    const first = await insertBets(t.sql, 'PCGAME', [bet('b1', '10.00')]);
    expect([...first.keys()]).toEqual(['b1']);
    const page = [bet('b2', '20.00'), bet('b1', '99.00'), bet('b3', '30.50', 2), bet('b2', '77.00')];
    const stored = await t.sql.tx((tx) => insertBets(tx, 'PCGAME', page));
    expect([...stored.keys()].sort()).toEqual(['b2', 'b3']);
    const rows = await t.sql.query<{ id: string; bet_id: string; bet_amount: string; status: number; detail: unknown; bet_time: string }>(
      `SELECT id::text, bet_id, bet_amount::text, status, detail, bet_time::text FROM bet_records WHERE platname = 'PCGAME' ORDER BY id`,
    );
    expect(rows.map((r) => [r.bet_id, r.bet_amount, r.status])).toEqual([
      ['b1', '10.00', 1],
      ['b2', '20.00', 1],
      ['b3', '30.50', 2],
    ]);
    expect(rows.map((r) => r.id)).toEqual([first.get('b1'), stored.get('b2'), stored.get('b3')]);
    expect(rows[1]!.detail).toEqual({ draw: '20261129001' });
    expect(rows[2]!.detail).toBeNull();
    expect(rows[1]!.bet_time).toBe('2026-11-29 04:00:00');
    expect(await insertBets(t.sql, 'PCGAME', [])).toEqual(new Map());
  });
});
