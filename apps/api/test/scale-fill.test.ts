import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOperatorData, BENCH_MEMBER } from '../bench/scale-fill.js';
import { verifyAuditChain } from '../src/audit/log.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { createTestApp, type TestApp } from './support/app.js';

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
    expect(await count('journal_entries')).toBeGreaterThanOrEqual(report.counts.journal_entries);
    expect(await count('member_messages')).toBe(report.counts.member_messages);
    expect(await checkLedger(t.prisma)).toEqual([]);
    const audit = await verifyAuditChain(t.prisma, { full: true });
    expect(audit).toMatchObject({ ok: true, first_broken: null });
    expect(audit.checked).toBeGreaterThanOrEqual(report.counts.audit_logs);
    const [member] = await t.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM bet_records b JOIN users u ON u.id = b.user_id WHERE u.username = $1', [
      BENCH_MEMBER,
    ]);
    expect(Number(member!.n)).toBeGreaterThan(0);
  });
});
