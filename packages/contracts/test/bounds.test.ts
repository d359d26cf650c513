import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiRouteEntries, INT4_MAX, MONEY_MAX, moneyAmount, wholeAmount } from '../src/index.js';

// Every id and amount a request names is bounded by its schema to what its column holds (issue 28
// item 7): an int4 id ends at 2^31 - 1, a NUMERIC(18,2) amount below 10^16, narrower columns
// sooner. A value past them reached PostgreSQL and came back as HTTP 500 (22003).

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape inside a schema's wrappers (refine, pipe, optional, default), if any. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let cur: z.ZodType | undefined = schema;
  for (let depth = 0; cur && depth < 10; depth++) {
    const def = defOf(cur);
    if (def.type === 'object') return def.shape;
    cur = def.innerType ?? def.in;
  }
  return undefined;
}

/** Every field of every route's request, nested objects included: [route.field.path, schema]. */
function requestFields(): [string, z.ZodType][] {
  const fields: [string, z.ZodType][] = [];
  const walk = (prefix: string, schema: z.ZodType, depth: number) => {
    const shape = shapeOf(schema);
    if (!shape || depth > 3) return;
    for (const [name, field] of Object.entries(shape)) {
      fields.push([`${prefix}.${name}`, field]);
      walk(`${prefix}.${name}`, field, depth + 1);
    }
  };
  for (const [route, def] of apiRouteEntries()) if (def.request) walk(route, def.request, 0);
  return fields;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
/** A field that takes numbers, not text (a text field stores '2147483648' as the text it is). */
const numeric = (schema: z.ZodType) => !accepts(schema, 'abc') && (accepts(schema, 1) || accepts(schema, '1') || accepts(schema, '1.5'));

/** The last name of a field's path. */
const nameOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);
const ID_NAME = /^(id|pid|activityid|type_id)$|_id$/;
/** Ids under another name: the withdrawal's bound card. */
const OTHER_IDS = new Set(['cashier.withdraw.bank']);
/** The ids of BIGINT columns (a chain transfer's): 2^31 is one of them, 10^19 is not. */
const BIGINT_IDS = new Set(['chain.approve.id', 'chain.reject.id']);
const AMOUNT_NAME = /amount|money|value|price|^(min|max)$|threshold|flow|recharge|cap|fee|rate$|multiple|turnover/;

/** The USDT rates: NUMERIC(18,6), 6 decimals. */
const RATES = new Set(['cashier.settingsUpdate.usdtrate', 'cashier.settingsUpdate.withdrawusdtrate']);
/** Whole digits of the columns narrower than NUMERIC(18,2) (16 digits) that amount fields go to. */
const COLUMN_DIGITS: Record<string, number> = {
  'redpacket.rulesSave.money': 4, // NUMERIC(6,2): a percent
  'redpacket.rulesSave.recharge': 3, // a count of draws (1-100)
  'vip.levelsUpdate.recharge': 16,
  'cashier.settingsUpdate.withdraw.turnover_multiple': 6, // NUMERIC(8,2)
  'cashier.settingsUpdate.usdtrate': 12, // NUMERIC(18,6)
  'cashier.settingsUpdate.withdrawusdtrate': 12,
  'cashier.settingsUpdate.withdrawcashfee': 12,
  'cashier.settingsUpdate.withdrawfeeusdttrc': 12,
  'promotions.save.bonus_value': 12, // NUMERIC(14,2)
  'promotions.save.bonus_cap': 12,
  'promotions.save.bonus_turnover': 6, // NUMERIC(8,2)
};

describe('ids: every id field of every request is an int4 (1 to 2,147,483,647)', () => {
  const ids = requestFields().filter(([path, schema]) => (ID_NAME.test(nameOf(path)) || OTHER_IDS.has(path)) && numeric(schema));

  it('finds the ids of the routes that answered 500', () => {
    expect(ids.map(([path]) => path)).toEqual(
      expect.arrayContaining(['feedback.image.id', 'feedback.answer.id', 'payChannels.save.id', 'cashier.withdraw.bank']),
    );
    expect(ids.length).toBeGreaterThan(25);
  });

  it('refuses 2^31, 0, -1 and a fraction, as a number or a string, and takes 2^31 - 1 (the original clients send ids as strings)', () => {
    const wrong: string[] = [];
    for (const [path, schema] of ids) {
      const past = BIGINT_IDS.has(path) ? ['10000000000000000000', 1e19] : [2 ** 31, '2147483648', 1e20];
      for (const v of [...past, 0, '0', -1, '-1', 1.5]) if (accepts(schema, v)) wrong.push(`${path} takes ${JSON.stringify(v)}`);
      for (const v of [INT4_MAX, String(INT4_MAX), 1, '1']) if (!accepts(schema, v)) wrong.push(`${path} refuses ${JSON.stringify(v)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('amounts: every amount field of every request holds no more than its column', () => {
  const amounts = requestFields().filter(([path, schema]) => AMOUNT_NAME.test(nameOf(path)) && numeric(schema));

  it('finds the amounts of the routes that answered 500', () => {
    expect(amounts.map(([path]) => path)).toEqual(
      expect.arrayContaining(['responsible.setLimit.value', 'cashier.settingsUpdate.withdraw.max', 'cashier.settingsUpdate.withdraw.turnover_multiple']),
    );
    expect(amounts.length).toBeGreaterThan(25);
  });

  it('refuses 1e16, 1e20, -1 and 0.001 as numbers and strings (a debit adjustment is negative; rates have 6 decimals)', () => {
    const wrong: string[] = [];
    for (const [path, schema] of amounts) {
      const values: unknown[] = [1e16, '10000000000000000', 1e20, '100000000000000000000', -1e16, '-10000000000000000'];
      if (path !== 'adjust.create.amount') values.push(-1, '-1');
      if (!RATES.has(path)) values.push(0.001, '0.001');
      for (const v of values) if (accepts(schema, v)) wrong.push(`${path} takes ${JSON.stringify(v)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the first value its column cannot hold (10^digits), whatever the width', () => {
    const wrong: string[] = [];
    for (const [path, schema] of amounts) {
      const digits = COLUMN_DIGITS[path] ?? 16;
      const past = `1${'0'.repeat(digits)}`;
      if (accepts(schema, past) || accepts(schema, `${past}.00`)) wrong.push(`${path} takes ${past} (its column holds ${digits} whole digits)`);
    }
    expect(wrong).toEqual([]);
  });

  it('the money amount takes the largest a NUMERIC(18,2) column holds, leading zeros aside, and reports a larger one as too large', () => {
    expect(moneyAmount.safeParse(MONEY_MAX).data).toBe(MONEY_MAX);
    expect(moneyAmount.safeParse('0009999999999999999.99').success).toBe(true);
    expect(moneyAmount.safeParse(9_999_999_999_999_998).data).toBe('9999999999999998');
    expect(moneyAmount.safeParse('10000000000000000').error?.issues[0]?.message).toBe('common.amountTooLarge');
    expect(moneyAmount.safeParse(1e20).error?.issues[0]?.message).toBe('common.amountTooLarge');
    // The transfer routes keep their own message for it.
    expect(wholeAmount.safeParse(1e20).error?.issues[0]?.message).toBe('transfer.amountTooLarge');
  });
});
