import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

/**
 * The ledger check and the audit verify start from their checkpoint (verify_checkpoints): a re-check
 * reads only the rows added since the last clean one, still catches a tampered new row, and
 * {full: true} re-reads everything (catching an old row a re-check no longer reads).
 */
let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  root = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

const mark = async (name: string) => {
  const [row] = await t.sql.query<{ last_id: string }>('SELECT last_id::text FROM verify_checkpoints WHERE name = $1', [name]);
  return row?.last_id ?? null;
};

/** The owner of the database can bypass the append-only triggers; the checks must still tell. */
async function behindTheTriggersBack(table: 'audit_logs' | 'journal_entries', sql: string, params: unknown[]) {
  const trigger = table === 'audit_logs' ? 'audit_logs_no_update' : 'journal_entries_no_update';
  await t.sql.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  try {
    await t.sql.query(sql, params);
  } finally {
    await t.sql.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
}

describe('audit verify from its checkpoint', () => {
  it('a re-check reads only the rows appended since, and catches a tampered new row', async () => {
    const first = await post(t.app, '/api/admin/audit/verify', {}, { token: root });
    expect(first.data).toMatchObject({ ok: true, first_broken: null });
    const [last] = await t.sql.query<{ id: string }>('SELECT max(id)::text AS id FROM audit_logs');
    expect(await mark('audit')).toBe(last!.id);

    // Three admin actions append three rows; the re-check reads just those.
    for (let i = 0; i < 3; i++) expect((await post(t.app, '/api/admin/ledger/check', {}, { token: root })).code).toBe(200);
    const again = await post(t.app, '/api/admin/audit/verify', {}, { token: root });
    expect(again.data).toEqual({ ok: true, first_broken: null, checked: 3 });

    // A new row, then edited behind the trigger's back: the re-check finds it.
    expect((await post(t.app, '/api/admin/ledger/check', {}, { token: root })).code).toBe(200);
    const [victim] = await t.sql.query<{ id: string }>('SELECT max(id)::text AS id FROM audit_logs');
    const before = await mark('audit');
    await behindTheTriggersBack('audit_logs', `UPDATE audit_logs SET target = 'edited' WHERE id = $1`, [victim!.id]);
    const broken = await post(t.app, '/api/admin/audit/verify', {}, { token: root });
    expect(broken.data).toMatchObject({ ok: false, first_broken: Number(victim!.id) });
    expect(await mark('audit')).toBe(before); // a broken chain does not move the checkpoint
    // And it stays broken on every later check.
    expect((await post(t.app, '/api/admin/audit/verify', {}, { token: root })).data).toMatchObject({ ok: false, first_broken: Number(victim!.id) });
  });

  it('full: true re-reads from the first row (an old row a re-check no longer reads)', async () => {
    const fresh = await createTestApp({ CAPTCHA_MODE: 'off' });
    try {
      const token = await adminToken(fresh);
      for (let i = 0; i < 3; i++) await post(fresh.app, '/api/admin/ledger/check', {}, { token });
      expect((await post(fresh.app, '/api/admin/audit/verify', {}, { token })).data.ok).toBe(true);
      const [old] = await fresh.sql.query<{ id: string }>('SELECT min(id)::text AS id FROM audit_logs WHERE hash IS NOT NULL');
      await fresh.sql.query('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
      await fresh.sql.query(`UPDATE audit_logs SET target = 'edited' WHERE id = $1`, [old!.id]);
      await fresh.sql.query('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
      const all = await post(fresh.app, '/api/admin/audit/verify', { full: true }, { token });
      expect(all.data).toMatchObject({ ok: false, first_broken: Number(old!.id) });
    } finally {
      await fresh.close();
    }
  });

  it('the checkpointed row itself edited: the re-check says so', async () => {
    const fresh = await createTestApp({ CAPTCHA_MODE: 'off' });
    try {
      const token = await adminToken(fresh);
      await post(fresh.app, '/api/admin/ledger/check', {}, { token });
      expect((await post(fresh.app, '/api/admin/audit/verify', {}, { token })).data.ok).toBe(true);
      const [row] = await fresh.sql.query<{ last_id: string }>(`SELECT last_id::text FROM verify_checkpoints WHERE name = 'audit'`);
      await fresh.sql.query('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update');
      await fresh.sql.query(`UPDATE audit_logs SET hash = repeat('0', 64) WHERE id = $1`, [row!.last_id]);
      await fresh.sql.query('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update');
      expect((await post(fresh.app, '/api/admin/audit/verify', {}, { token })).data).toMatchObject({ ok: false, first_broken: Number(row!.last_id) });
    } finally {
      await fresh.close();
    }
  });
});

describe('audit rows written on either door', () => {
  it('rows appended through an Sql transaction and a pool chain into one verified chain', async () => {
    const fresh = await createTestApp({ CAPTCHA_MODE: 'off' });
    try {
      const token = await adminToken(fresh);
      const audit = fresh.services.audit;
      const [admin] = await fresh.sql.query<{ id: number }>(`SELECT id FROM admins WHERE role = 'super' ORDER BY id LIMIT 1`);
      const entry = (action: string) => ({
        adminId: admin!.id,
        action,
        target: 'door',
        detail: { n: 1, nested: { b: 2, a: 'x' } },
        before: { v: '1.00' },
        amount: '12.30',
      });
      await fresh.sql.tx((tx) => audit(tx, entry('test.sql-tx')));
      await audit(fresh.sql, entry('test.sql-pool'));
      // A rolled-back transaction leaves no row and no gap in the chain.
      await expect(
        fresh.sql.tx(async (tx) => {
          await audit(tx, entry('test.rolled-back'));
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      const rows = await fresh.sql.query<{ action: string; role: string; amount: string; before: unknown; after: unknown }>(
        `SELECT action, role, amount::text AS amount, before, after FROM audit_logs WHERE action LIKE 'test.%' ORDER BY id`,
      );
      expect(rows).toEqual([
        { action: 'test.sql-tx', role: 'super', amount: '12.30', before: { v: '1.00' }, after: null },
        { action: 'test.sql-pool', role: 'super', amount: '12.30', before: { v: '1.00' }, after: null },
      ]);
      expect((await post(fresh.app, '/api/admin/audit/verify', { full: true }, { token })).data).toMatchObject({ ok: true, first_broken: null });
    } finally {
      await fresh.close();
    }
  });
});

describe('ledger check from its checkpoint', () => {
  it('reads only the entries written since; a tampered new entry or balance is caught; full: true re-reads all', async () => {
    await fundedMember(t, 100, root);
    const clean = await post(t.app, '/api/admin/ledger/check', {}, { token: root });
    expect(clean.data).toEqual({ ok: true, breaches: [] });
    const [top] = await t.sql.query<{ id: string }>('SELECT max(id)::text AS id FROM journal_entries');
    expect(await mark('ledger')).toBe(top!.id);
    // The running sums equal the entries up to the checkpoint.
    const [sums] = await t.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_checked_sums s
       FULL JOIN (SELECT account_id, sum(amount) AS total FROM journal_entries GROUP BY account_id) e ON e.account_id = s.account_id
       WHERE s.total IS DISTINCT FROM e.total`,
    );
    expect(sums!.n).toBe(0);

    // New money moves: the re-check reads them and moves the checkpoint.
    const member = await fundedMember(t, 50, root);
    expect((await post(t.app, '/api/admin/ledger/check', {}, { token: root })).data).toEqual({ ok: true, breaches: [] });
    const [top2] = await t.sql.query<{ id: string }>('SELECT max(id)::text AS id FROM journal_entries');
    expect(await mark('ledger')).toBe(top2!.id);
    expect(BigInt(top2!.id)).toBeGreaterThan(BigInt(top!.id));

    // A new entry, edited behind the trigger's back: its transaction no longer balances, its account no longer matches.
    await fundedMember(t, 30, root);
    const [victim] = await t.sql.query<{ id: string; transaction_id: string }>(
      `SELECT e.id::text, e.transaction_id::text FROM journal_entries e JOIN accounts a ON a.id = e.account_id WHERE a.kind = 'central' ORDER BY e.id DESC LIMIT 1`,
    );
    await behindTheTriggersBack('journal_entries', 'UPDATE journal_entries SET amount = amount + 1 WHERE id = $1', [victim!.id]);
    const caught = await post(t.app, '/api/admin/ledger/check', {}, { token: root });
    expect(caught.data.ok).toBe(false);
    expect(caught.data.breaches).toEqual(
      expect.arrayContaining([
        { rule: 'transaction_unbalanced', detail: `journal transaction ${victim!.transaction_id} sums to 1.00` },
        expect.objectContaining({ rule: 'balance_mismatch' }),
      ]),
    );
    expect(await mark('ledger')).toBe(top2!.id); // not moved past a breach
    await behindTheTriggersBack('journal_entries', 'UPDATE journal_entries SET amount = amount - 1 WHERE id = $1', [victim!.id]);
    expect((await post(t.app, '/api/admin/ledger/check', {}, { token: root })).data).toEqual({ ok: true, breaches: [] });

    // A cached balance changed without an entry, on an account no new entry touches: only the full check re-reads it.
    const user = await t.prisma.user.findUniqueOrThrow({ where: { username: member.form.name.toLowerCase() } });
    await t.sql.query(`UPDATE accounts SET balance = balance + 5 WHERE code = $1`, [`member:${user.id}:central`]);
    expect((await post(t.app, '/api/admin/ledger/check', {}, { token: root })).data).toEqual({ ok: true, breaches: [] });
    const full = await post(t.app, '/api/admin/ledger/check', { full: true }, { token: root });
    expect(full.data).toMatchObject({ ok: false, breaches: [{ rule: 'balance_mismatch', detail: `member:${user.id}:central: cached 55.00, entries 50.00` }] });
    await t.sql.query(`UPDATE accounts SET balance = balance - 5 WHERE code = $1`, [`member:${user.id}:central`]);
    expect((await post(t.app, '/api/admin/ledger/check', { full: true }, { token: root })).data).toEqual({ ok: true, breaches: [] });
  });
});
