import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOperatorData, BENCH_MEMBER } from '../bench/scale-fill.js';
import { verifyAuditChain } from '../src/audit/log.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';

/** `pnpm bench:scale`'s fill (bench/scale-fill.ts) at a tiny factor: the data it writes keeps the books' invariants. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
});
afterAll(async () => {
  await t?.close();
});

describe('bench:scale fill', () => {
  it('writes the counts it says, a balanced ledger and a whole audit chain', async () => {
    const report = await fillOperatorData(t.config.databaseUrl!, 0.0005);
    const count = async (table: string) => Number((await t.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE id > 0`))[0]!.n);
    expect(report.counts.bet_records).toBe(2500);
    expect(await count('bet_records')).toBe(2500);
    expect(await count('journal_entries')).toBeGreaterThanOrEqual(report.counts.journal_entries!);
    expect(await count('member_messages')).toBe(report.counts.member_messages!);
    expect(await checkLedger(t.prisma)).toEqual([]);
    const audit = await verifyAuditChain(t.sql, { full: true });
    expect(audit).toMatchObject({ ok: true, first_broken: null });
    expect(audit.checked).toBeGreaterThanOrEqual(report.counts.audit_logs!);
    const [member] = await t.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM bet_records b JOIN users u ON u.id = b.user_id WHERE u.username = $1', [
      BENCH_MEMBER,
    ]);
    expect(Number(member!.n)).toBeGreaterThan(0);
  });

  it("the review queues' and the members search's pages (ids chosen first, then joined) equal plain OFFSET pages of the raw rows", async () => {
    const token = await adminToken(t);
    for (const [path, table, no] of [
      ['/api/admin/deposits', 'deposits', 'deposit_no'],
      ['/api/admin/withdrawals', 'withdrawals', 'order_no'],
    ] as const) {
      for (const filter of [{}, { state: 2 }, { state: 1 }, { username: BENCH_MEMBER }, { min_amount: '150', max_amount: '300' }]) {
        const first = await post(t.app, path, { ...filter, page: 1, per_page: 7 }, { token });
        expect(first.code).toBe(200);
        const total = first.data.total as number;
        expect(total).toBeGreaterThan(0);
        const last = Math.ceil(total / 7);
        for (const page of [1, 2, last]) {
          const got = await post(t.app, path, { ...filter, page, per_page: 7 }, { token });
          const f = filter as { state?: number; username?: string; min_amount?: string; max_amount?: string };
          const want = await t.sql.query<{ no: string }>(
            `SELECT o.${no} AS no FROM ${table} o JOIN users u ON u.id = o.user_id
             WHERE ($1::int IS NULL OR o.state = $1) AND ($2::text IS NULL OR u.username = $2)
               AND ($3::numeric IS NULL OR o.amount >= $3) AND ($4::numeric IS NULL OR o.amount <= $4)
             ORDER BY o.id DESC LIMIT 7 OFFSET $5`,
            [f.state ?? null, f.username ?? null, f.min_amount ?? null, f.max_amount ?? null, (page - 1) * 7],
          );
          const [count] = await t.sql.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${table} o JOIN users u ON u.id = o.user_id
             WHERE ($1::int IS NULL OR o.state = $1) AND ($2::text IS NULL OR u.username = $2)
               AND ($3::numeric IS NULL OR o.amount >= $3) AND ($4::numeric IS NULL OR o.amount <= $4)`,
            [f.state ?? null, f.username ?? null, f.min_amount ?? null, f.max_amount ?? null],
          );
          expect(got.data.total).toBe(count!.n);
          expect((got.data.data as Record<string, string>[]).map((r) => r[no])).toEqual(want.map((r) => r.no));
        }
      }
    }
    for (const q of ['m00001', '13900000', 'm0000102', '@example']) {
      const first = await post(t.app, '/api/admin/members/search', { q, page: 1 }, { token });
      const total = first.data.total as number;
      const pages = Math.max(1, Math.ceil(total / first.data.per_page));
      for (const page of [1, pages]) {
        const got = await post(t.app, '/api/admin/members/search', { q, page }, { token });
        const want = await t.sql.query<{ username: string }>(
          `SELECT u.username FROM users u LEFT JOIN users r ON r.id = u.referrer_id
           WHERE u.username ILIKE $1 OR u.realname ILIKE $1 OR u.mobile ILIKE $1 OR u.email ILIKE $1 OR r.username = $2
           ORDER BY u.id DESC LIMIT $3 OFFSET $4`,
          [`%${q}%`, q, first.data.per_page, (page - 1) * first.data.per_page],
        );
        expect((got.data.data as { username: string }[]).map((r) => r.username)).toEqual(want.map((r) => r.username));
      }
    }
  });
});
