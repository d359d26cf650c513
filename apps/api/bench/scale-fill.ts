import pg from 'pg';
import bcrypt from 'bcrypt';
import { chainHash, type AuditContent } from '../src/audit/log.js';

/**
 * `pnpm bench:scale`'s data: an operator's two years in bulk SQL (generate_series, one statement per
 * table), on a database the portal has already migrated and seeded. At factor 1: 200,000 members,
 * 5,000,000 bet records, 1,500,000 journal transactions (3,000,000 entries, every one balanced; the
 * cached balances set to the sums of their entries), 250,000 deposits and 250,000 withdrawals,
 * 2,000,000 member messages, 1,000,000 audit rows on a valid hash chain (hashed here, as the audit
 * log hashes them), plus rebates and agent applications. The member `benchmember` gets the same
 * fixed history at every factor (so the small database and the large one differ only in everyone
 * else's data). The big tables' secondary indexes are dropped for the fill and rebuilt after it
 * (their definitions as the migrations left them), with synchronous_commit off.
 */
export const BENCH_MEMBER = 'benchmember';
export const BENCH_PASSWORD = 'bench12345';
const DAYS = 730;

/** The fixed history of the measured member (the same on the small and the large database). */
export const MEMBER_HISTORY = { bets: 2000, journal: 600, deposits: 300, withdrawals: 150, messages: 500, rebates: 1000 };

const BIG_TABLES = [
  'users',
  'accounts',
  'journal_transactions',
  'journal_entries',
  'bet_records',
  'rebates',
  'deposits',
  'withdrawals',
  'member_messages',
  'audit_logs',
  'agent_applications',
];

export interface FillReport {
  factor: number;
  counts: Record<string, number>;
  seconds: Record<string, number>;
}

export async function fillOperatorData(url: string, factor: number, log: (line: string) => void = () => {}): Promise<FillReport> {
  const n = (x: number) => Math.max(1, Math.round(x * factor));
  const members = Math.max(50, n(200_000));
  const counts = {
    users: members,
    bet_records: n(5_000_000),
    journal_transactions: n(1_500_000),
    journal_entries: 2 * n(1_500_000),
    deposits: n(250_000),
    withdrawals: n(250_000),
    member_messages: n(2_000_000),
    audit_logs: n(1_000_000),
    rebates: n(1_000_000),
    agent_applications: n(10_000),
  };
  const seconds: Record<string, number> = {};
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await client.query(sql, params);
    seconds[name] = (performance.now() - t0) / 1000;
    log(`  fill ${name}: ${seconds[name]!.toFixed(1)} s`);
  };
  try {
    await client.query('SET synchronous_commit = off');
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(`SET work_mem = '64MB'`);
    // The secondary indexes of the big tables, as the migrations left them: dropped now, rebuilt after.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname) AND i.indexdef NOT LIKE 'CREATE UNIQUE%'`,
      [BIG_TABLES],
    );
    for (const ix of indexes) await client.query(`DROP INDEX "${ix.name}"`);

    const { rows: plats } = await client.query<{ platname: string }>('SELECT platname FROM platforms ORDER BY platname');
    const platnames = plats.map((p) => p.platname);
    if (platnames.length === 0) throw new Error('no platforms: the database is not seeded');
    const hash = await bcrypt.hash(BENCH_PASSWORD, 4);
    const { rows: idRows } = await client.query<{ base: number }>('SELECT COALESCE(MAX(id), 0)::int AS base FROM users');
    const base = idRows[0]!.base; // members the seed made keep their ids; ours are base+1 .. base+members
    const start = `(date_trunc('day', now() AT TIME ZONE 'UTC') - interval '${DAYS} days')`;
    // A pseudo-random but repeatable number in [0, m) from an integer i (no random(): the same data every run).
    const pick = (i: string, m: string | number, salt = 0) => `(((${i}::bigint * 2654435761 + ${salt * 40503 + 12345}) % 4294967296) % (${m}))`;
    const member = (i: string, salt = 0) => `(${base} + 2 + ${pick(i, members - 1, salt)})::int`; // base+1 is the bench member

    await step(
      'users',
      `INSERT INTO users (id, username, password_hash, pay_password_hash, realname, mobile, email, is_agent, referrer_id, register_ip, created_at, updated_at)
       SELECT $1::int + g, CASE WHEN g = 1 THEN '${BENCH_MEMBER}' ELSE 'm' || lpad(g::text, 7, '0') END, $2, $2,
              '会员' || g, '139' || lpad(g::text, 8, '0'), 'm' || g || '@example.com',
              g % 100 = 2, CASE WHEN g % 100 = 2 OR g = 1 THEN NULL ELSE $1::int + 2 + 100 * ((g / 100) % GREATEST(1, $3::int / 100)) END,
              '10.0.' || (g % 250) || '.' || (g % 200),
              ${start} + (g::float8 / $3) * interval '${DAYS} days', now()
       FROM generate_series(1, $3::int) g`,
      [base, hash, members],
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))`);
    await step(
      'accounts',
      `INSERT INTO accounts (kind, user_id, code, balance, created_at)
       SELECT 'central', id, 'member:' || id || ':central', 0, created_at FROM users WHERE id > $1
       ON CONFLICT (code) DO NOTHING`,
      [base],
    );
    await client.query(
      `INSERT INTO accounts (kind, code) VALUES ('house', 'house:deposits'), ('house', 'house:withdrawals-in-flight') ON CONFLICT (code) DO NOTHING`,
    );
    // Journal: round-robin over the members, so each member's j-th posting is a deposit (central +100.00)
    // unless j % 3 = 2, a withdrawal (central -40.00): no balance below zero, ever. The bench member's
    // postings are the last benchTx ids, spread over the same two years with the same pattern.
    const txs = counts.journal_transactions;
    const benchTx = Math.min(MEMBER_HISTORY.journal, txs - 1);
    const regular = txs - benchTx;
    const others = members - 1;
    const { rows: txRows } = await client.query<{ base: string }>('SELECT COALESCE(MAX(id), 0)::text AS base FROM journal_transactions');
    const txBase = txRows[0]!.base;
    const txSource = `SELECT ${txBase}::bigint + g AS id, g,
         CASE WHEN g > ${regular} THEN ${base + 1} ELSE ${base + 2} + ((g - 1) % ${others}) END AS uid,
         CASE WHEN g > ${regular} THEN (g - ${regular} - 1) % 3 = 2 ELSE ((g - 1) / ${others}) % 3 = 2 END AS out,
         ${start} + (CASE WHEN g > ${regular} THEN (g - ${regular})::float8 / ${benchTx} ELSE g::float8 / ${regular} END) * interval '${DAYS} days' AS at
       FROM generate_series(1, ${txs}) g`;
    await step(
      'journal_transactions',
      `INSERT INTO journal_transactions (id, kind, idempotency_key, memo, created_at)
       SELECT id, CASE WHEN out THEN 'withdrawal.submit' ELSE 'deposit.approve' END, 'bench:' || g, '', at FROM (${txSource}) t`,
    );
    await step(
      'journal_entries',
      `WITH t AS (${txSource}),
            central AS (SELECT user_id, id FROM accounts WHERE kind = 'central'),
            house AS (SELECT (SELECT id FROM accounts WHERE code = 'house:deposits') AS dep, (SELECT id FROM accounts WHERE code = 'house:withdrawals-in-flight') AS wd)
       INSERT INTO journal_entries (transaction_id, account_id, amount, created_at)
       SELECT t.id, x.account_id, x.amount, t.at
       FROM t JOIN central c ON c.user_id = t.uid CROSS JOIN house h
       CROSS JOIN LATERAL (VALUES (c.id, CASE WHEN t.out THEN -40.00 ELSE 100.00 END),
                                  (CASE WHEN t.out THEN h.wd ELSE h.dep END, CASE WHEN t.out THEN 40.00 ELSE -100.00 END)) x(account_id, amount)
       ORDER BY t.g`,
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('journal_transactions', 'id'), (SELECT MAX(id) FROM journal_transactions))`);
    await step(
      'balances',
      `UPDATE accounts a SET balance = s.total FROM (SELECT account_id, SUM(amount) AS total FROM journal_entries GROUP BY account_id) s
       WHERE s.account_id = a.id AND a.balance <> s.total`,
    );
    const bets = counts.bet_records;
    const benchBets = Math.min(MEMBER_HISTORY.bets, bets);
    const betStride = Math.max(1, Math.floor(bets / benchBets));
    const platArray = `(ARRAY[${platnames.map((p) => `'${p}'`).join(',')}])`;
    await step(
      'bet_records',
      `INSERT INTO bet_records (platname, bet_id, user_id, game_code, game_name, category, bet_amount, valid_amount, payout, win_loss, status, bet_time, created_at)
       SELECT p.plat, 'b' || g, CASE WHEN g % ${betStride} = 0 AND g / ${betStride} <= ${benchBets} THEN ${base + 1} ELSE ${member('g', 2)} END,
              'g' || (g % 40), 'Game ' || (g % 40), 'slot', s.stake, s.stake, s.payout, s.payout - s.stake,
              CASE WHEN g % 50 = 0 THEN 2 WHEN g % 97 = 0 THEN 0 ELSE 1 END, p.at, p.at
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT ${platArray}[1 + ${pick('g', platnames.length, 3)}] AS plat,
                                  ${start} + (g::float8 / $1) * interval '${DAYS} days' AS at) p
       CROSS JOIN LATERAL (SELECT (10 + ${pick('g', 990, 4)})::numeric(18,2) AS stake,
                                  CASE WHEN g % 2 = 0 THEN (2 * (10 + ${pick('g', 990, 4)}))::numeric(18,2) ELSE 0 END AS payout) s`,
      [bets],
    );
    await step(
      'rebates',
      `INSERT INTO rebates (user_id, bet_record_id, platname, category, valid_amount, rate, money, state, created_at, updated_at)
       SELECT b.user_id, b.id, b.platname, b.category, b.valid_amount, 0.50, round(b.valid_amount * 0.005, 2), CASE WHEN b.id % 3 = 0 THEN 0 ELSE 1 END, b.bet_time, b.bet_time
       FROM bet_records b WHERE b.status = 1 AND (b.user_id = ${base + 1} OR b.id % GREATEST(1, (SELECT count(*) FROM bet_records) / $1::bigint) = 0)
       ORDER BY b.id LIMIT $1::int + ${MEMBER_HISTORY.rebates}`,
      [counts.rebates],
    );
    const orderRows = (table: 'deposits' | 'withdrawals', total: number, benchCount: number) => {
      const st = Math.max(1, Math.floor(total / benchCount));
      const uid = `CASE WHEN g % ${st} = 0 AND g / ${st} <= ${benchCount} THEN ${base + 1} ELSE ${member('g', table === 'deposits' ? 5 : 6)} END`;
      const at = `${start} + (g::float8 / ${total}) * interval '${DAYS} days'`;
      // The last 0.5% wait for review (state 1); the rest are approved (2) or, one in ten, rejected (3).
      const state = `CASE WHEN g > ${total} - GREATEST(1, ${total} / 200) THEN 1 WHEN g % 10 = 0 THEN 3 ELSE 2 END`;
      return table === 'deposits'
        ? `INSERT INTO deposits (deposit_no, user_id, paytype, amount, real_money, payer_name, state, reviewed_by, reviewed_at, created_at, expires_at)
           SELECT 'D' || lpad(g::text, 10, '0'), ${uid}, (ARRAY['bank','wxpay','alipay'])[1 + g % 3], 100 + g % 900, 100 + g % 900, '付款人' || g,
                  ${state}, NULL, CASE WHEN ${state} = 1 THEN NULL ELSE ${at} + interval '5 minutes' END, ${at}, ${at} + interval '30 minutes'
           FROM generate_series(1, ${total}) g`
        : `INSERT INTO withdrawals (order_no, user_id, card_type, bank, bank_no, bank_owner, amount, state, reviewed_at, created_at)
           SELECT 'W' || lpad(g::text, 10, '0'), ${uid}, 1, '工商银行', '6222' || lpad(g::text, 12, '0'), '户名' || g, 100 + g % 400,
                  ${state}, CASE WHEN ${state} = 1 THEN NULL ELSE ${at} + interval '1 hour' END, ${at}
           FROM generate_series(1, ${total}) g`;
    };
    await step('deposits', orderRows('deposits', counts.deposits, Math.min(MEMBER_HISTORY.deposits, counts.deposits)));
    await step('withdrawals', orderRows('withdrawals', counts.withdrawals, Math.min(MEMBER_HISTORY.withdrawals, counts.withdrawals)));
    const msgs = counts.member_messages;
    const msgStride = Math.max(1, Math.floor(msgs / MEMBER_HISTORY.messages));
    await step(
      'member_messages',
      `INSERT INTO member_messages (user_id, title, content, created_at, read_at)
       SELECT CASE WHEN g % ${msgStride} = 0 AND g / ${msgStride} <= ${MEMBER_HISTORY.messages} THEN ${base + 1} ELSE ${member('g', 7)} END,
              '通知 ' || g, '内容 ' || g, ${start} + (g::float8 / $1) * interval '${DAYS} days',
              CASE WHEN g % 4 = 0 THEN NULL ELSE ${start} + (g::float8 / $1) * interval '${DAYS} days' + interval '1 day' END
       FROM generate_series(1, $1::int) g`,
      [msgs],
    );
    await step(
      'agent_applications',
      `INSERT INTO agent_applications (user_id, mobile, apply_info, state, created_at)
       SELECT ${member('g', 8)}, '139' || lpad(g::text, 8, '0'), '申请 ' || g, CASE WHEN g % 20 = 0 THEN 1 WHEN g % 3 = 0 THEN 3 ELSE 2 END,
              ${start} + (g::float8 / $1) * interval '${DAYS} days'
       FROM generate_series(1, $1::int) g`,
      [counts.agent_applications],
    );
    await auditRows(client, counts.audit_logs, DAYS, seconds, log);

    const t0 = performance.now();
    for (const ix of indexes) await client.query(ix.def);
    seconds.indexes = (performance.now() - t0) / 1000;
    log(`  fill indexes (${indexes.length} rebuilt): ${seconds.indexes.toFixed(1)} s`);
    const t1 = performance.now();
    await client.query('VACUUM (ANALYZE)'); // as autovacuum would have: the visibility map lets index-only scans skip the heap
    seconds.analyze = (performance.now() - t1) / 1000;
    log(`  ANALYZE: ${seconds.analyze.toFixed(1)} s`);
    return { factor, counts, seconds };
  } finally {
    await client.end();
  }
}

/** Audit rows on the chain: appended after the seed's (if any), each hashed over its predecessor's hash, the head moved to the last. */
async function auditRows(client: pg.Client, total: number, days: number, seconds: Record<string, number>, log: (line: string) => void) {
  const t0 = performance.now();
  const { rows: admins } = await client.query<{ id: number; role: string }>('SELECT id, role FROM admins ORDER BY id LIMIT 1');
  const admin = admins[0];
  if (!admin) throw new Error('no admin: the database is not seeded');
  const { rows: heads } = await client.query<{ hash: string }>('SELECT hash FROM audit_chain_head WHERE id = 1');
  let prev = heads[0]?.hash ?? '';
  const first = Date.now() - days * 86_400_000;
  const BATCH = 20_000;
  let lastId: string | null = null;
  for (let done = 0; done < total; done += BATCH) {
    const size = Math.min(BATCH, total - done);
    const targets: string[] = [];
    const ats: string[] = [];
    const prevs: string[] = [];
    const hashes: string[] = [];
    for (let k = 0; k < size; k++) {
      const i = done + k;
      const at = new Date(first + Math.floor((i / total) * days * 86_400_000)).toISOString();
      const content: AuditContent = {
        admin_id: admin.id,
        role: admin.role,
        action: i % 5 === 0 ? 'deposit.approve' : 'member.view',
        target: `m${String((i % 199_999) + 2).padStart(7, '0')}`,
        detail: {},
        before: null,
        after: null,
        amount: null,
        ip: '10.0.0.1',
        created_at: at,
      };
      const hash = chainHash(prev, content);
      targets.push(content.target);
      ats.push(at);
      prevs.push(prev);
      hashes.push(hash);
      prev = hash;
    }
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO audit_logs (admin_id, role, action, target, detail, ip, prev_hash, hash, created_at)
       SELECT $1, $2, CASE WHEN (($7::int + o - 1) % 5) = 0 THEN 'deposit.approve' ELSE 'member.view' END, t, '{}'::jsonb, '10.0.0.1', p, h, (a::timestamptz AT TIME ZONE 'UTC')
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS x(t, a, p, h, o)
       ORDER BY o RETURNING id::text`,
      [admin.id, admin.role, targets, ats, prevs, hashes, done],
    );
    lastId = rows.reduce((m, r) => (BigInt(r.id) > BigInt(m) ? r.id : m), rows[0]!.id);
  }
  await client.query('INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, $1, $2) ON CONFLICT (id) DO UPDATE SET last_id = $1, hash = $2', [
    lastId,
    prev,
  ]);
  seconds.audit_logs = (performance.now() - t0) / 1000;
  log(`  fill audit_logs: ${seconds.audit_logs.toFixed(1)} s`);
}
