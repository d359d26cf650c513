import type {
  MemberContactInput,
  MemberDetailReply,
  MemberFreezeInput,
  MemberInput,
  MemberResetPasswordInput,
  MemberRow,
  MemberSearchInput,
  MemberListInput,
  MemberSearchReply,
} from '@portal/contracts';
import { maskEmail, maskMobile, pageOf, ReplyCode } from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import { AppError, denied, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime, beijingDayEnd, beijingInstant } from '../../time.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { CashierBackOffice } from '../cashier/index.js';
import type { Audit } from '../../audit/log.js';
import {
  clearFrozen,
  listMembers,
  memberByName,
  memberPageRows,
  otherContactHolder,
  searchMembers,
  setContact,
  setFrozen,
  setPasswordHash,
  type UserRow,
} from './store.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  sessions: Sessions;
  hasher: PasswordHasher;
  audit: Audit;
  passwordGuard: PasswordGuard;
  cashier: CashierBackOffice;
  /** Player protection: a blocked member's phone or email is not given to another account. */
  contactGuard?: StaffContactGuard;
}

/** Player protection's check of a phone or email staff set (docs/player-protection.md#no-second-account): the refusal names the blocked account. */
export interface StaffContactGuard {
  assertContactFreeForStaff(db: Sql, contact: { mobile: string | null; email: string | null; userId: number }): Promise<void>;
}

const SEARCH_PAGE_SIZE = 20;
const RECENT = 50;
const time = (d: Date) => beijingDateTime(d);
const maybeTime = (d: Date | null) => (d ? beijingDateTime(d) : null);

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
export function createMembersService({ sql, clock, sessions, hasher, audit, passwordGuard, cashier, contactGuard }: Deps) {
  /** By username, realname, mobile or email (contains), member id (exact), or the referring agent's username (exact). */
  async function search(_ctx: AdminContext, input: MemberSearchInput): Promise<MemberSearchReply> {
    const { rows, count } = await searchMembers(sql, input.q.trim(), input.page, SEARCH_PAGE_SIZE);
    return pageOf(rows.map(presentMember).map(masked), count, input.page, SEARCH_PAGE_SIZE);
  }

  /**
   * Every member, newest first, narrowed by the list's filters (members/list). Contacts masked; a
   * page read for the CSV export (`export: true`) has them in full, and each such page is on record.
   */
  async function list(ctx: AdminContext, input: MemberListInput): Promise<MemberSearchReply> {
    const filter = {
      q: input.q.trim(),
      state: input.state ?? null,
      vip: input.vip ?? null,
      from: input.from ? beijingInstant(input.from) : null,
      to: input.to ? beijingDayEnd(beijingInstant(input.to)) : null,
      agentsOnly: input.agents_only,
    };
    const { rows, count } = await listMembers(sql, filter, input.page, input.per_page);
    const members = rows.map(presentMember);
    if (!input.export) return pageOf(members.map(masked), count, input.page, input.per_page);
    // Every page of an export is on record, not only the first: a page asked for alone discloses as much.
    const { export: _export, ...filters } = input;
    await audit(sql, {
      adminId: ctx.adminId,
      action: 'members.export',
      target: 'members',
      detail: { ...filters, rows: members.length, member_ids: members.map((m) => m.id) },
    });
    return pageOf(members, count, input.page, input.per_page);
  }

  async function userByName(username: string): Promise<UserRow> {
    const row = await memberByName(sql, username.trim().toLowerCase());
    if (!row) throw notFound('admin.userNotFound');
    return row;
  }

  const withTimes = (rows: Record<string, unknown>[] | null) =>
    rows && rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? time(v) : v])));

  /** A member's whole page, contacts in full: every read is on record (members.detail). */
  async function detail(ctx: AdminContext, input: MemberInput): Promise<MemberDetailReply> {
    const u = await userByName(input.username);
    const [money, { wallets, ledger, transfers, bets, rebates, logins, ...optional }] = await Promise.all([
      cashier.memberMoney(ctx, u.id),
      memberPageRows(sql, u.id, RECENT),
    ]);
    const redPackets = withTimes(optional.redPackets);
    const messages = withTimes(optional.messages);
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
    await sql.tx(async (tx) => {
      await setFrozen(tx, u.id, clock.now(), input.reason);
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
    await sql.tx(async (tx) => {
      await clearFrozen(tx, u.id);
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
    await sql.tx(async (tx) => {
      await setPasswordHash(tx, u.id, passwordHash);
      await audit(tx, { adminId: ctx.adminId, action: 'member.resetPassword', target: u.username });
    });
    await sessions.revokeAllOfUser(u.id);
  }

  /**
   * Staff set the member's phone and / or email: refused when a member with a time-out or
   * self-exclusion in force has it (the message names that account), or another member has it;
   * otherwise written with its audit row (before and after) in one transaction.
   */
  async function setMemberContact(ctx: AdminContext, input: MemberContactInput) {
    const u = await userByName(input.username);
    const mobile = input.mobile !== '' && input.mobile !== u.mobile ? input.mobile : null;
    const email = input.email !== '' && input.email.toLowerCase() !== u.email ? input.email.toLowerCase() : null;
    if (mobile === null && email === null) return;
    await contactGuard?.assertContactFreeForStaff(sql, { mobile, email, userId: u.id });
    if (await otherContactHolder(sql, u.id, { mobile, email })) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
    const before = { ...(mobile ? { mobile: u.mobile } : {}), ...(email ? { email: u.email } : {}) };
    const after = { ...(mobile ? { mobile } : {}), ...(email ? { email } : {}) };
    try {
      await sql.tx(async (tx) => {
        await setContact(tx, u.id, { mobile, email, at: clock.now() });
        await audit(tx, { adminId: ctx.adminId, action: 'member.contact', target: u.username, before, after });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
      throw err;
    }
  }

  return { search, list, detail, freeze, unfreeze, resetPassword, setMemberContact };
}

export type MembersService = ReturnType<typeof createMembersService>;
