import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/db/client.js';
import { assertSameEntries, netByAccount, postedLegs } from '../../src/modules/wallet/posting-checks.js';

// The checks the ledger makes on a posting before it writes (modules/wallet/posting-checks.ts); the
// postings themselves, their balances and replays against PostgreSQL: test/durability.test.ts,
// test/lock-order.test.ts and every money test's ledger check.

const D = (v: string) => new Prisma.Decimal(v);
const member = 'central:7';
const house = 'house:adjustments';
const leg = (account: string, amount: string) => ({ account, amount: D(amount) });

describe('a posting the ledger accepts', () => {
  it('two legs summing to zero, as a move from one account to another', () => {
    const legs = postedLegs({ key: 'k', legs: [leg(house, '-12.34'), leg(member, '12.34')] });
    expect(legs.map((l) => [l.account, l.amount.toFixed(2)])).toEqual([
      [house, '-12.34'],
      [member, '12.34'],
    ]);
  });

  it('writes no leg of zero', () => {
    const legs = postedLegs({ key: 'k', legs: [leg(house, '-5.00'), leg(member, '5.00'), leg('house:rebates', '0')] });
    expect(legs).toHaveLength(2);
  });
});

describe('a posting the ledger refuses before any statement', () => {
  it('whose legs do not sum to zero', () => {
    expect(() => postedLegs({ key: 'k1', legs: [leg(house, '-5.00'), leg(member, '5.01')] })).toThrow(/unbalanced posting k1: sums to 0.01/);
    expect(() => postedLegs({ key: 'k2', legs: [leg(member, '5.00')] })).toThrow(/unbalanced/);
  });

  it('with an amount of more than 2 decimals, even when the legs sum to zero', () => {
    expect(() => postedLegs({ key: 'k3', legs: [leg(house, '-0.005'), leg(member, '0.005')] })).toThrow(/posting k3: more than 2 decimals/);
    expect(() => postedLegs({ key: 'k4', legs: [leg(house, '-1.001'), leg(member, '1.00'), leg('house:rebates', '0.001')] })).toThrow(/more than 2 decimals/);
  });
});

describe('the balances a posting changes', () => {
  it('one net amount per account, in account id order (the order the rows are locked)', () => {
    const net = netByAccount([
      { id: 9, amount: D('-3.00') },
      { id: 2, amount: D('1.00') },
      { id: 9, amount: D('1.50') },
      { id: 5, amount: D('0.50') },
    ]);
    expect(net.map((e) => [e.id, e.amount.toFixed(2)])).toEqual([
      [2, '1.00'],
      [5, '0.50'],
      [9, '-1.50'],
    ]);
  });
});

describe('a replayed key', () => {
  it('is accepted with the same entries in any order', () => {
    expect(() =>
      assertSameEntries(
        'k',
        [
          { id: 1, amount: '-10.00' },
          { id: 2, amount: '10.00' },
        ],
        [
          { id: 2, amount: D('10') },
          { id: 1, amount: D('-10') },
        ],
      ),
    ).not.toThrow();
  });

  it('is refused with another amount, another account or another number of entries', () => {
    const stored = [
      { id: 1, amount: '-10.00' },
      { id: 2, amount: '10.00' },
    ];
    expect(() =>
      assertSameEntries('k', stored, [
        { id: 1, amount: D('-10.01') },
        { id: 2, amount: D('10.01') },
      ]),
    ).toThrow(/posting key k was posted before with other entries/);
    expect(() =>
      assertSameEntries('k', stored, [
        { id: 1, amount: D('-10') },
        { id: 3, amount: D('10') },
      ]),
    ).toThrow(/other entries/);
    expect(() => assertSameEntries('k', stored, [{ id: 1, amount: D('-10') }])).toThrow(/other entries/);
  });
});
