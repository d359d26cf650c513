import { createHash } from 'node:crypto';
import { ReplyCode, ResponsibleCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { HOUSE, type Wallet, type WalletReads } from '../wallet/index.js';
import type { PlatformConfig } from '../../providers/types.js';
import {
  CURRENCY,
  STATUS,
  UNITS_PER_YUAN,
  type BalanceRequest,
  type BetRequest,
  type RollbackRequest,
  type Status,
  type WinRequest,
  type WalletReply,
} from '../../providers/seamless/messages.js';
import {
  addBetToRoundOrFail,
  addToRound,
  claimTransaction,
  isRoundOfAnother,
  lockSessionMember,
  markRolledBack,
  roundHasBet,
  sessionOf,
  setBalanceAfterAndCommit,
  setBalanceAfterInSqlAndCommit,
  transactionOf,
  type SeamlessKind,
  type TransactionRow,
} from '../../providers/seamless/store.js';

/** A uuid seen before, the same transaction: its first outcome's balance (units) is the reply; this transaction rolls back, having changed nothing. */
class Replayed extends Error {
  constructor(readonly balanceUnits: string) {
    super('replayed');
  }
}

/** A refusal: the reply's status; the transaction rolls back with everything it wrote. */
export class Refused extends Error {
  constructor(readonly status: Status) {
    super(status);
  }
}

/** Player protection of a provider's bet (responsible/guard.ts seamlessBet), in the bet's transaction with the member's row locked. */
export interface BetProtection {
  /** Marks the minute as played; true when protection may apply to the member at all (then `check` decides). */
  markPlayed: (tx: Sql, userId: number) => Promise<boolean>;
  /** Throws the refusal of a block, the play time used up or a stake beyond a loss limit. */
  check: (tx: Sql, userId: number, stake: Prisma.Decimal) => Promise<void>;
}

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  walletReads: Pick<WalletReads, 'centralBalanceSql'>;
  betProtection: BetProtection;
}

const yuan = (units: number | string) => new Prisma.Decimal(units).div(UNITS_PER_YUAN);
const unitsOf = (balance: Prisma.Decimal) => balance.times(UNITS_PER_YUAN).toFixed(0);
const ledgerKey = (platname: string, uuid: string) => `seamless:${platname}:${uuid}`;

/** What makes two calls with one uuid the same transaction (a retry): the kind, member, round, amount, reference and game. */
function requestHash(kind: SeamlessKind, parts: (string | number | undefined)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...parts.map((p) => p ?? '')]))
    .digest('hex');
}

/** Player protection's and the wallet's refusals as the provider reads them. */
function asStatus(err: unknown): Refused | null {
  if (err instanceof Refused) return err;
  if (!(err instanceof AppError)) return null;
  if (err.code === ReplyCode.overBalance) return new Refused(STATUS.notEnoughMoney);
  if (err.code === ResponsibleCode.blocked) return new Refused(STATUS.userDisabled);
  if (err.code === ResponsibleCode.limitReached || err.code === ResponsibleCode.lossLimitReached || err.code === ResponsibleCode.timeLimitReached)
    return new Refused(STATUS.limitReached);
  return null;
}

/**
 * The operator side of the seamless wallet (docs/seamless-wallet.md): each call in one
 * transaction, in the member's lock (their users row), the uuid claimed first (a concurrent call
 * with the same uuid waits for it), money moved by the wallet's commands with the uuid as the
 * ledger key, the round's figures updated for the bet records. A refusal rolls everything back.
 */
export function createSeamlessWallet({ sql, wallet, walletReads, betProtection }: Deps) {
  const ok = (req: { user: string; request_uuid: string }, balanceUnits: string): WalletReply => ({
    user: req.user,
    status: STATUS.ok,
    request_uuid: req.request_uuid,
    currency: CURRENCY,
    balance: Number(balanceUnits),
  });

  /** The token's member, who must be the request's user (an expired session still names its member). */
  function sameUser<T extends { username: string }>(session: T | null, req: { user: string }): T {
    if (!session || session.username !== req.user) throw new Refused(STATUS.invalidToken);
    return session;
  }

  /** The refusal's reply, with the member's balance when the member is known. */
  async function refusal(req: { user: string; request_uuid: string }, status: Status, userId: number | null): Promise<WalletReply> {
    const reply: WalletReply = { user: req.user, status, request_uuid: req.request_uuid };
    if (userId === null) return reply;
    return { ...reply, currency: CURRENCY, balance: Number(unitsOf(await wallet.balance(sql, userId))) };
  }

  /** Its refusals become replies (the transaction rolled back), anything else is thrown (RS_ERROR_UNKNOWN). */
  async function answer(req: { user: string; request_uuid: string }, call: (known: (userId: number) => void) => Promise<string>): Promise<WalletReply> {
    let userId: number | null = null;
    try {
      return ok(
        req,
        await call((id) => {
          userId = id;
        }),
      );
    } catch (err) {
      if (err instanceof Replayed) return ok(req, err.balanceUnits);
      const refused = asStatus(err);
      if (!refused) throw err;
      return refusal(req, refused.status, userId);
    }
  }

  /**
   * A money call in one transaction: its first statement (with BEGIN) finds the token's member and
   * locks their row; `call` runs in that lock and returns the balance after it (units).
   */
  function moneyCall(
    req: { user: string; request_uuid: string; token: string },
    platform: PlatformConfig,
    call: (tx: Sql, member: { user_id: number; live: boolean; frozen: boolean }) => Promise<string>,
  ) {
    return answer(req, (known) =>
      sql.tx(async (tx) => {
        const member = sameUser(await lockSessionMember(tx, req.token, platform.platname), req);
        known(member.user_id);
        return call(tx, member);
      }),
    );
  }

  /** A uuid seen before: the same transaction answers its first outcome's balance (Replayed); anything else is a duplicate. */
  function replay(existing: TransactionRow, kind: SeamlessKind, userId: number, hash: string): never {
    if (existing.kind !== kind || existing.user_id !== userId || existing.request_hash !== hash) throw new Refused(STATUS.duplicateTransaction);
    throw new Replayed(existing.balance_after);
  }

  /**
   * Claims the uuid: the new row's id. Taken (by a call committed before, or meanwhile: the insert
   * waits for it): the replay of what it was, or a duplicate. A later refusal rolls the claim back with the rest.
   */
  async function claim(
    tx: Sql,
    claimed: Promise<string | null>,
    t: { platname: string; uuid: string; kind: SeamlessKind; userId: number; requestHash: string },
  ): Promise<string> {
    const id = await claimed;
    if (id !== null) return id;
    const existing = await transactionOf(tx, t.platname, t.uuid);
    if (!existing) throw new Error(`seamless transaction ${t.uuid}: claimed by another and not found`);
    return replay(existing, t.kind, t.userId, t.requestHash);
  }

  /** The balance after the money moved (read when nothing moved), written on the claimed row with COMMIT behind it. */
  async function settle(tx: Sql, userId: number, claimed: string, moved: Prisma.Decimal | null): Promise<string> {
    const after = unitsOf(moved ?? (await wallet.balance(tx, userId)));
    await setBalanceAfterAndCommit(tx, claimed, after);
    return after;
  }

  /** Awaits statements sent back to back (one round trip); the first failure, in the order sent, is thrown. */
  async function together<T extends unknown[]>(...sent: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
    const settled = await Promise.allSettled(sent);
    for (const r of settled) if (r.status === 'rejected') throw r.reason;
    return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
  }

  async function balance(platform: PlatformConfig, req: BalanceRequest): Promise<WalletReply> {
    return answer(req, async (known) => {
      const member = sameUser(await sessionOf(sql, req.token, platform.platname), req);
      known(member.user_id);
      return unitsOf(await wallet.balance(sql, member.user_id));
    });
  }

  /**
   * In the member's lock: the uuid claimed, sent with the play minute's mark (which also tells
   * whether player protection may apply); a replay answers its first outcome; then frozen, player
   * protection, the live token; the round (opened or added to), the debit, the balance after and
   * COMMIT. Three round trips for the usual member.
   */
  async function bet(platform: PlatformConfig, req: BetRequest): Promise<WalletReply> {
    const { platname } = platform;
    return moneyCall(req, platform, async (tx, member) => {
      const userId = member.user_id;
      if (req.currency !== CURRENCY) throw new Refused(STATUS.wrongCurrency);
      const hash = requestHash('bet', [req.user, req.round, req.amount, '', req.game_code]);
      const gameCode = req.game_code ?? '';
      const t = { platname, uuid: req.transaction_uuid, kind: 'bet' as const, userId, requestHash: hash };
      const claiming = claimTransaction(tx, { ...t, round: req.round, gameCode, amount: String(req.amount), reference: '' });
      const marking = betProtection.markPlayed(tx, userId);
      const [claimed, mayApply] = await Promise.allSettled([claim(tx, claiming, t), marking]);
      if (claimed.status === 'rejected') throw claimed.reason;
      if (mayApply.status === 'rejected') throw mayApply.reason;
      if (member.frozen) throw new Refused(STATUS.userDisabled);
      const stake = yuan(req.amount);
      if (mayApply.value) await betProtection.check(tx, userId, stake);
      if (!member.live) throw new Refused(STATUS.tokenExpired);
      // The round, the debit, the balance after (read in SQL) and COMMIT go out in one round trip: the
      // house account's row, which every bet of every member posts to, stays locked for the
      // database's work only. A round of another member's fails its statement, and all of it rolls back.
      const [round, moved] = await Promise.allSettled([
        addBetToRoundOrFail(tx, { platname, round: req.round, userId, gameCode, stake: stake.toFixed(2) }),
        wallet.debit(
          tx,
          { userId, amount: stake, house: HOUSE.seamlessGames, kind: 'seamless.bet', key: ledgerKey(platname, req.transaction_uuid) },
          {
            last: true,
            closing: (sql) =>
              setBalanceAfterInSqlAndCommit(sql, claimed.value, { userId, balanceOf: walletReads.centralBalanceSql, unitsPerYuan: UNITS_PER_YUAN }),
          },
        ),
      ]);
      if (round.status === 'rejected') throw isRoundOfAnother(round.reason) ? new Refused(STATUS.wrongTypes) : round.reason;
      if (moved.status === 'rejected') throw moved.reason;
      if (!moved.value.balance) throw new Error(`seamless bet ${req.transaction_uuid}: posted without the member's balance`);
      return unitsOf(moved.value.balance);
    });
  }

  /** In the member's lock: the uuid claimed, sent with the look-up of the bet it pays; the credit sent with the round's payout; the balance after, with COMMIT. */
  async function win(platform: PlatformConfig, req: WinRequest): Promise<WalletReply> {
    const { platname } = platform;
    return moneyCall(req, platform, async (tx, member) => {
      const userId = member.user_id;
      if (req.currency !== CURRENCY) throw new Refused(STATUS.wrongCurrency);
      const reference = req.reference_transaction_uuid ?? '';
      const hash = requestHash('win', [req.user, req.round, req.amount, reference, req.game_code]);
      const t = { platname, uuid: req.transaction_uuid, kind: 'win' as const, userId, requestHash: hash };
      const claiming = claimTransaction(tx, { ...t, round: req.round, gameCode: req.game_code ?? '', amount: String(req.amount), reference });
      // A win pays a bet that stands: the one it names, else one of the member's in its round.
      const paying: Promise<boolean> =
        reference !== ''
          ? transactionOf(tx, platname, reference).then(
              (paid) => !!paid && paid.kind === 'bet' && paid.user_id === userId && paid.round === req.round && !paid.rolled_back,
            )
          : roundHasBet(tx, platname, req.round, userId);
      const [claimed, paysABet] = await Promise.allSettled([claim(tx, claiming, t), paying]);
      if (claimed.status === 'rejected') throw claimed.reason;
      if (paysABet.status === 'rejected') throw paysABet.reason;
      if (!paysABet.value) throw new Refused(STATUS.transactionDoesNotExist);
      const amount = yuan(req.amount);
      if (amount.isZero()) return settle(tx, userId, claimed.value, null);
      const [moved] = await together(
        wallet.credit(tx, { userId, amount, kind: 'seamless.win', key: ledgerKey(platname, req.transaction_uuid), by: 'system' }),
        addToRound(tx, { platname, round: req.round, stake: '0', payout: amount.toFixed(2) }),
      );
      return settle(tx, userId, claimed.value, moved.balance);
    });
  }

  /** In the member's lock: the uuid and the transaction it names looked up together; the claim; the reversal (once) with the round's figures; the balance after, with COMMIT. */
  async function rollback(platform: PlatformConfig, req: RollbackRequest): Promise<WalletReply> {
    const { platname } = platform;
    return moneyCall(req, platform, async (tx, member) => {
      const userId = member.user_id;
      const reference = req.reference_transaction_uuid;
      const hash = requestHash('rollback', [req.user, req.round, '', reference, req.game_code]);
      const [existing, named] = await together(transactionOf(tx, platname, req.transaction_uuid), transactionOf(tx, platname, reference));
      if (existing) replay(existing, 'rollback', userId, hash);
      let target = named;
      if (!target) {
        // A rollback of a transaction never seen: accepted, and its uuid spent, so that a late bet with it is refused.
        await claimTransaction(tx, {
          platname,
          uuid: reference,
          kind: 'tombstone',
          userId,
          round: req.round ?? '',
          gameCode: req.game_code ?? '',
          amount: '0',
          reference: req.transaction_uuid,
          requestHash: '',
        });
        target = await transactionOf(tx, platname, reference);
      }
      if (!target || target.user_id !== userId || (target.kind !== 'bet' && target.kind !== 'win' && target.kind !== 'tombstone'))
        throw new Refused(STATUS.transactionDoesNotExist);
      const t = { platname, uuid: req.transaction_uuid, kind: 'rollback' as const, userId, requestHash: hash };
      const claiming = claimTransaction(tx, {
        ...t,
        round: target.round,
        gameCode: target.game_code,
        amount: target.kind === 'tombstone' ? '0' : target.amount,
        reference,
      });
      const claimed = await claim(tx, claiming, t);
      // Reversed once: a second rollback of the same transaction (another uuid) moves nothing.
      if (target.kind === 'tombstone' || !(await markRolledBack(tx, target.id))) return settle(tx, userId, claimed, null);
      const amount = yuan(target.amount);
      const key = ledgerKey(platname, req.transaction_uuid);
      if (target.kind === 'bet') {
        const [moved] = await together(
          wallet.credit(tx, { userId, amount, kind: 'seamless.rollback', key, by: 'system' }),
          addToRound(tx, { platname, round: target.round, stake: amount.negated().toFixed(2), payout: '0' }),
        );
        return settle(tx, userId, claimed, moved.balance);
      }
      if (amount.isZero()) return settle(tx, userId, claimed, null);
      // A win taken back: refused (RS_ERROR_NOT_ENOUGH_MONEY) when the member no longer holds it; no debt is made.
      const [moved] = await together(
        wallet.debit(tx, { userId, amount, house: HOUSE.seamlessGames, kind: 'seamless.rollback', key }),
        addToRound(tx, { platname, round: target.round, stake: '0', payout: amount.negated().toFixed(2) }),
      );
      return settle(tx, userId, claimed, moved.balance);
    });
  }

  return { balance, bet, win, rollback };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
