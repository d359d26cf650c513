import type {
  MemberDetailReply,
  MemberFreezeInput,
  MemberInput,
  MemberResetPasswordInput,
  MemberRow,
  MemberSearchInput,
  MemberListInput,
  MemberSearchReply,
} from '@portal/contracts';
import { maskEmail, maskMobile, pageOf } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import { denied, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime, beijingDayEnd, beijingInstant } from '../../time.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { CashierBackOffice } from '../cashier/index.js';
import type { Audit } from '../../audit/log.js';

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  clock: Clock;
  sessions: Sessions;
  hasher: PasswordHasher;
  audit: Audit;
  passwordGuard: PasswordGuard;
  cashier: CashierBackOffice;
}

const SEARCH_PAGE_SIZE = 20;
const RECENT = 50;
const time = (d: Date) => beijingDateTime(d);
const maybeTime = (d: Date | null) => (d ? beijingDateTime(d) : null);

interface UserRow {
  id: number;
  username: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  vip_level: number;
  balance: string | null;
  agent: string | null;
  is_agent: boolean;
  frozen_at: Date | null;
  frozen_reason: string;
  created_at: Date;
  last_login_at: Date | null;
  paysum: string;
  totalgame: string;
  register_ip: string;
}

const USER_COLUMNS = `u.id, u.username, u.realname, u.mobile, u.email, u.vip_level, a.balance::text AS balance, r.username AS agent, u.is_agent,
  u.frozen_at, u.frozen_reason, u.created_at, u.last_login_at, u.paysum::text AS paysum, u.totalgame::text AS totalgame, u.register_ip`;
const USER_FROM = `users u LEFT JOIN users r ON r.id = u.referrer_id LEFT JOIN accounts a ON a.code = 'member:' || u.id || ':central'`;

function presentMember(u: UserRow): MemberRow {
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    mobile: u.mobile,
    email: u.email,
    vip: u.vip_level,
    balance: formatMoney(u.balance ?? '0'),
    agent: u.agent,
    is_agent: u.is_agent,
    frozen: u.frozen_at !== null,
    created_at: time(u.created_at),
    last_login_at: maybeTime(u.last_login_at),
  };
}

/** A row as the lists show it: phone and email masked (138****5678, a***@example.com). */
function masked(row: MemberRow): MemberRow {
  return { ...row, mobile: row.mobile === null ? null : maskMobile(row.mobile), email: row.email === null ? null : maskEmail(row.email) };
}

/**
 * The back office's members: search, a member's whole page, freeze / unfreeze and the login
 * password reset. Members' contacts (phone, email) leave the server only where the read is on
 * record: the search and the list mask them (a full phone or email typed still finds the member),
 * the member's page and the list's CSV export show them and write an audit row on every read (who,
 * the filter, how many rows and which members), whatever else the request says. Freezing ends the member's sessions at once and the wallet refuses their money
 * movement (security/password-guard.ts asks for frozen_at with the money lock); login says so.
 */
export function createMembersService({ prisma, sql, clock, sessions, hasher, audit, passwordGuard, cashier }: Deps) {
  /** By username, realname, mobile or email (contains), member id (exact), or the referring agent's username (exact). */
  async function search(_ctx: AdminContext, input: MemberSearchInput): Promise<MemberSearchReply> {
    const q = input.q.trim();
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    // Every condition on u itself (the referrer by its id, not through the join) so each one can use its
    // index (trigram indexes for the ILIKEs) and the planner combines them (BitmapOr), never scanning every member.
    const where = `(u.username ILIKE $1 OR u.realname ILIKE $1 OR u.mobile ILIKE $1 OR u.email ILIKE $1 OR u.id = $2
      OR u.referrer_id = (SELECT id FROM users WHERE username = $3))`;
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [rows, [count]] = await Promise.all([
      // The matches first (bitmap scans of the indexes, materialised), then the page: else the planner may walk
      // every member backwards by id hoping to meet 20 matches soon.
      sql.query<UserRow>(
        `WITH hits AS MATERIALIZED (SELECT u.id FROM users u WHERE ${where})
         SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id IN (SELECT id FROM hits ORDER BY id DESC LIMIT $4 OFFSET $5) ORDER BY u.id DESC`,
        [pattern, id, q, SEARCH_PAGE_SIZE, (input.page - 1) * SEARCH_PAGE_SIZE],
      ),
      sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM users u WHERE ${where}`, [pattern, id, q]),
    ]);
    return pageOf(rows.map(presentMember).map(masked), Number(count?.n ?? 0), input.page, SEARCH_PAGE_SIZE);
  }

  /**
   * Every member, newest first, narrowed by the list's filters (members/list). Contacts masked; a
   * page read for the CSV export (`export: true`) has them in full, and each such page is on record.
   */
  async function list(ctx: AdminContext, input: MemberListInput): Promise<MemberSearchReply> {
    const q = input.q.trim();
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const params = [
      q,
      pattern,
      /^\d{1,9}$/.test(q) ? Number(q) : null,
      input.state ?? null,
      input.vip ?? null,
      input.from ? beijingInstant(input.from) : null,
      input.to ? beijingDayEnd(beijingInstant(input.to)) : null,
      input.agents_only,
    ];
    const where = `($1 = '' OR u.username ILIKE $2 OR u.realname ILIKE $2 OR u.mobile ILIKE $2 OR u.email ILIKE $2 OR u.id = $3 OR r.username = $1)
      AND ($4::text IS NULL OR ($4 = 'frozen') = (u.frozen_at IS NOT NULL))
      AND ($5::int IS NULL OR u.vip_level = $5)
      AND ($6::timestamptz IS NULL OR u.created_at >= $6::timestamptz AT TIME ZONE 'UTC')
      AND ($7::timestamptz IS NULL OR u.created_at < $7::timestamptz AT TIME ZONE 'UTC')
      AND (NOT $8::boolean OR u.is_agent)`;
    const [rows, [count]] = await Promise.all([
      sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE ${where} ORDER BY u.id DESC LIMIT $9 OFFSET $10`, [
        ...params,
        input.per_page,
        (input.page - 1) * input.per_page,
      ]),
      sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${USER_FROM} WHERE ${where}`, params),
    ]);
    const members = rows.map(presentMember);
    if (!input.export) return pageOf(members.map(masked), Number(count?.n ?? 0), input.page, input.per_page);
    // Every page of an export is on record, not only the first: a page asked for alone discloses as much.
    const { export: _export, ...filters } = input;
    await audit(sql, {
      adminId: ctx.adminId,
      action: 'members.export',
      target: 'members',
      detail: { ...filters, rows: members.length, member_ids: members.map((m) => m.id) },
    });
    return pageOf(members, Number(count?.n ?? 0), input.page, input.per_page);
  }

  async function userByName(username: string): Promise<UserRow> {
    const [row] = await sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.username = $1`, [username.trim().toLowerCase()]);
    if (!row) throw notFound('admin.userNotFound');
    return row;
  }

  /** A table another module owns, read only when that module is installed (red packets, messages). */
  async function optionalRows(table: string, query: string, userId: number): Promise<Record<string, unknown>[] | null> {
    const [exists] = await sql.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`public.${table}`]);
    if (!exists?.t) return null;
    const rows = await sql.query<Record<string, unknown>>(query, [userId, RECENT]);
    return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? time(v) : v])));
  }

  /** A member's whole page, contacts in full: every read is on record (members.detail). */
  async function detail(ctx: AdminContext, input: MemberInput): Promise<MemberDetailReply> {
    const u = await userByName(input.username);
    const [money, wallets, ledger, transfers, bets, rebates, logins, redPackets, messages] = await Promise.all([
      cashier.memberMoney(ctx, u.id),
      sql.query<{ kind: string; platform: string; balance: string }>(
        `SELECT kind, platform, balance::text AS balance FROM accounts WHERE user_id = $1 ORDER BY kind = 'central' DESC, platform`,
        [u.id],
      ),
      sql.query<{ id: string; kind: string; platform: string; tx_kind: string; amount: string; memo: string; created_at: Date }>(
        `SELECT e.id::text AS id, a.kind, a.platform, t.kind AS tx_kind, e.amount::text AS amount, t.memo, e.created_at
         FROM journal_entries e JOIN accounts a ON a.id = e.account_id JOIN journal_transactions t ON t.id = e.transaction_id
         WHERE a.user_id = $1 ORDER BY e.id DESC LIMIT $2`,
        [u.id, RECENT],
      ),
      sql.query<{ order_no: string; platname: string; direction: string; amount: string; state: number; reason: string; created_at: Date }>(
        'SELECT order_no, platname, direction, amount::text AS amount, state, reason, created_at FROM transfers WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
        [u.id, RECENT],
      ),
      sql.query<{
        platname: string;
        bet_id: string;
        game_name: string;
        category: string;
        bet_amount: string;
        valid_amount: string;
        payout: string;
        win_loss: string;
        status: number;
        bet_time: Date;
      }>(
        `SELECT platname, bet_id, game_name, category, bet_amount::text AS bet_amount, valid_amount::text AS valid_amount, payout::text AS payout,
                win_loss::text AS win_loss, status, bet_time FROM bet_records WHERE user_id = $1 ORDER BY bet_time DESC, id DESC LIMIT $2`,
        [u.id, RECENT],
      ),
      sql.query<{ platname: string; category: string; valid_amount: string; rate: string; money: string; state: number; created_at: Date }>(
        'SELECT platname, category, valid_amount::text AS valid_amount, rate::text AS rate, money::text AS money, state, created_at FROM rebates WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
        [u.id, RECENT],
      ),
      sql.query<{ ip: string; user_agent: string; ok: boolean; created_at: Date }>(
        'SELECT ip, user_agent, ok, created_at FROM member_logins WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
        [u.id, RECENT],
      ),
      optionalRows(
        'red_packet_draws',
        'SELECT day, seq, deposits::text AS deposits, money::text AS money, created_at FROM red_packet_draws WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
        u.id,
      ),
      optionalRows(
        'member_messages',
        'SELECT id::text AS id, template, title, created_at, read_at FROM member_messages WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
        u.id,
      ),
    ]);
    await audit(sql, { adminId: ctx.adminId, action: 'members.detail', target: u.username, detail: { username: input.username, rows: 1, member_ids: [u.id] } });
    const walletName = (a: { kind: string; platform: string }) => (a.kind === 'central' ? 'central' : a.platform);
    return {
      member: {
        ...presentMember(u),
        paysum: formatMoney(u.paysum),
        totalgame: formatMoney(u.totalgame),
        frozen_reason: u.frozen_reason,
        frozen_at: maybeTime(u.frozen_at),
        register_ip: u.register_ip,
      },
      wallets: wallets.length > 0 ? wallets.map((a) => ({ wallet: walletName(a), balance: formatMoney(a.balance) })) : [{ wallet: 'central', balance: '0.00' }],
      turnover: money.member.turnover,
      ledger: ledger.map((l) => ({
        id: Number(l.id),
        wallet: walletName(l),
        kind: l.tx_kind,
        amount: formatMoney(l.amount),
        memo: l.memo,
        created_at: time(l.created_at),
      })),
      deposits: money.recent_deposits,
      withdrawals: money.recent_withdrawals,
      transfers: transfers.map((t) => ({ ...t, amount: formatMoney(t.amount), created_at: time(t.created_at) })),
      bets: bets.map((b) => ({
        ...b,
        bet_amount: formatMoney(b.bet_amount),
        valid_amount: formatMoney(b.valid_amount),
        payout: formatMoney(b.payout),
        win_loss: formatMoney(b.win_loss),
        bet_time: time(b.bet_time),
      })),
      rebates: rebates.map((r) => ({ ...r, valid_amount: formatMoney(r.valid_amount), money: formatMoney(r.money), created_at: time(r.created_at) })),
      red_packets: redPackets,
      messages,
      cards: money.cards,
      logins: logins.map((l) => ({ ...l, created_at: time(l.created_at) })),
    };
  }

  /** Frozen: no sign-in, no money movement, and every session of the member ends now. */
  async function freeze(ctx: AdminContext, input: MemberFreezeInput) {
    const u = await userByName(input.username);
    if (u.frozen_at) throw denied('member.alreadyFrozen');
    await prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: u.id }, data: { frozenAt: clock.now(), frozenReason: input.reason } });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'member.freeze',
        target: u.username,
        detail: { reason: input.reason },
        before: { frozen: false },
        after: { frozen: true, reason: input.reason },
      });
    });
    passwordGuard.forget(u.id);
    await sessions.revokeAllOfUser(u.id);
  }

  async function unfreeze(ctx: AdminContext, input: MemberInput) {
    const u = await userByName(input.username);
    if (!u.frozen_at) throw denied('member.notFrozen');
    await prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: u.id }, data: { frozenAt: null, frozenReason: '' } });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'member.unfreeze',
        target: u.username,
        before: { frozen: true, reason: u.frozen_reason },
        after: { frozen: false },
      });
    });
  }

  /** A new login password set by staff (the member is told it by support); their sessions end. */
  async function resetPassword(ctx: AdminContext, input: MemberResetPasswordInput) {
    const u = await userByName(input.username);
    const passwordHash = await hasher.hash(input.password);
    await prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: u.id }, data: { passwordHash } });
      await audit(tx, { adminId: ctx.adminId, action: 'member.resetPassword', target: u.username });
    });
    await sessions.revokeAllOfUser(u.id);
  }

  return { search, list, detail, freeze, unfreeze, resetPassword };
}

export type MembersService = ReturnType<typeof createMembersService>;
