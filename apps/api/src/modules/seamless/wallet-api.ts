import { createHash } from 'node:crypto';
import { ReplyCode, ResponsibleCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import { HOUSE, type Wallet } from '../wallet/index.js';
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
  addToRound,
  claimTransaction,
  lockMember,
  markRolledBack,
  openRound,
  roundHasBet,
  sessionOf,
  setBalanceAfter,
  transactionOf,
  type SeamlessKind,
  type TransactionRow,
} from '../../providers/seamless/store.js';

/** A refusal: the reply's status; the transaction rolls back with everything it wrote. */
export class Refused extends Error {
  constructor(readonly status: Status) {
    super(status);
  }
}

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  /** Player protection of a bet, in its transaction (responsible/guard.ts assertBetAllowedIn): throws the refusal. */
  betAllowedIn: (tx: Sql, userId: number, stake: Prisma.Decimal) => Promise<void>;
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
export function createSeamlessWallet({ sql, wallet, betAllowedIn }: Deps) {
  const ok = (req: { user: string; request_uuid: string }, balanceUnits: string): WalletReply => ({
    user: req.user,
    status: STATUS.ok,
    request_uuid: req.request_uuid,
    currency: CURRENCY,
    balance: Number(balanceUnits),
  });

  /** The token's member, who must be the request's user (an expired session still names its member). */
  async function memberOf(platform: PlatformConfig, req: { user: string; token: string }) {
    const session = await sessionOf(sql, req.token, platform.platname);
    if (!session || session.username !== req.user) throw new Refused(STATUS.invalidToken);
    return session;
  }

  /** The refusal's reply, with the member's balance when the member is known. */
  async function refusal(req: { user: string; request_uuid: string }, status: Status, userId: number | null): Promise<WalletReply> {
    const reply: WalletReply = { user: req.user, status, request_uuid: req.request_uuid };
    if (userId === null) return reply;
    return { ...reply, currency: CURRENCY, balance: Number(unitsOf(await wallet.balance(sql, userId))) };
  }

  /** Runs a money call: its refusals become replies (the transaction rolled back), anything else is thrown (RS_ERROR_UNKNOWN). */
  async function run(
    req: { user: string; request_uuid: string; token: string },
    platform: PlatformConfig,
    call: (userId: number, live: boolean) => Promise<string>,
  ) {
    let userId: number | null = null;
    try {
      const member = await memberOf(platform, req);
      userId = member.user_id;
      return ok(req, await call(member.user_id, member.live));
    } catch (err) {
      const refused = asStatus(err);
      if (!refused) throw err;
      return refusal(req, refused.status, userId);
    }
  }

  /** A uuid seen before: the same transaction answers its first outcome's balance; anything else is a duplicate. */
  function replay(existing: TransactionRow, kind: SeamlessKind, userId: number, hash: string): string {
    if (existing.kind !== kind || existing.user_id !== userId || existing.request_hash !== hash) throw new Refused(STATUS.duplicateTransaction);
    return existing.balance_after;
  }

  /** Claims the uuid; taken meanwhile (a concurrent call committed it): the replay of what it was. */
  async function claim(tx: Sql, t: Parameters<typeof claimTransaction>[1]): Promise<string | { replayed: string }> {
    const id = await claimTransaction(tx, t);
    if (id !== null) return id;
    const existing = await transactionOf(tx, t.platname, t.uuid);
    if (!existing) throw new Error(`seamless transaction ${t.uuid}: claimed by another and not found`);
    return { replayed: replay(existing, t.kind, t.userId, t.requestHash) };
  }

  async function balance(platform: PlatformConfig, req: BalanceRequest): Promise<WalletReply> {
    return run(req, platform, async (userId) => unitsOf(await wallet.balance(sql, userId)));
  }

  async function bet(platform: PlatformConfig, req: BetRequest): Promise<WalletReply> {
    const { platname } = platform;
    return run(req, platform, (userId, live) =>
      sql.tx(async (tx) => {
        const member = await lockMember(tx, userId);
        if (req.currency !== CURRENCY) throw new Refused(STATUS.wrongCurrency);
        const hash = requestHash('bet', [req.user, req.round, req.amount, '', req.game_code]);
        const existing = await transactionOf(tx, platname, req.transaction_uuid);
        if (existing) return replay(existing, 'bet', userId, hash);
        if (!member || member.frozen) throw new Refused(STATUS.userDisabled);
        const stake = yuan(req.amount);
        await betAllowedIn(tx, userId, stake);
        if (!live) throw new Refused(STATUS.tokenExpired);
        if (!(await openRound(tx, { platname, round: req.round, userId, gameCode: req.game_code ?? '' }))) throw new Refused(STATUS.wrongTypes);
        const claimed = await claim(tx, {
          platname,
          uuid: req.transaction_uuid,
          kind: 'bet',
          userId,
          round: req.round,
          gameCode: req.game_code ?? '',
          amount: String(req.amount),
          reference: '',
          requestHash: hash,
        });
        if (typeof claimed !== 'string') return claimed.replayed;
        const moved = await wallet.debit(tx, {
          userId,
          amount: stake,
          house: HOUSE.seamlessGames,
          kind: 'seamless.bet',
          key: ledgerKey(platname, req.transaction_uuid),
        });
        await addToRound(tx, { platname, round: req.round, stake: stake.toFixed(2), payout: '0' });
        const after = unitsOf(moved.balance ?? (await wallet.balance(tx, userId)));
        await setBalanceAfter(tx, claimed, after);
        return after;
      }),
    );
  }

  async function win(platform: PlatformConfig, req: WinRequest): Promise<WalletReply> {
    const { platname } = platform;
    return run(req, platform, (userId) =>
      sql.tx(async (tx) => {
        await lockMember(tx, userId);
        if (req.currency !== CURRENCY) throw new Refused(STATUS.wrongCurrency);
        const reference = req.reference_transaction_uuid ?? '';
        const hash = requestHash('win', [req.user, req.round, req.amount, reference, req.game_code]);
        const existing = await transactionOf(tx, platname, req.transaction_uuid);
        if (existing) return replay(existing, 'win', userId, hash);
        // A win pays a bet that stands: the one it names, else one of the member's in its round.
        if (reference !== '') {
          const paid = await transactionOf(tx, platname, reference);
          if (!paid || paid.kind !== 'bet' || paid.user_id !== userId || paid.round !== req.round || paid.rolled_back)
            throw new Refused(STATUS.transactionDoesNotExist);
        } else if (!(await roundHasBet(tx, platname, req.round, userId))) throw new Refused(STATUS.transactionDoesNotExist);
        const claimed = await claim(tx, {
          platname,
          uuid: req.transaction_uuid,
          kind: 'win',
          userId,
          round: req.round,
          gameCode: req.game_code ?? '',
          amount: String(req.amount),
          reference,
          requestHash: hash,
        });
        if (typeof claimed !== 'string') return claimed.replayed;
        const amount = yuan(req.amount);
        let balanceAfter: Prisma.Decimal | null = null;
        if (!amount.isZero()) {
          const moved = await wallet.credit(tx, { userId, amount, kind: 'seamless.win', key: ledgerKey(platname, req.transaction_uuid), by: 'system' });
          balanceAfter = moved.balance;
          await addToRound(tx, { platname, round: req.round, stake: '0', payout: amount.toFixed(2) });
        }
        const after = unitsOf(balanceAfter ?? (await wallet.balance(tx, userId)));
        await setBalanceAfter(tx, claimed, after);
        return after;
      }),
    );
  }

  async function rollback(platform: PlatformConfig, req: RollbackRequest): Promise<WalletReply> {
    const { platname } = platform;
    return run(req, platform, (userId) =>
      sql.tx(async (tx) => {
        await lockMember(tx, userId);
        const reference = req.reference_transaction_uuid;
        const hash = requestHash('rollback', [req.user, req.round, '', reference, req.game_code]);
        const existing = await transactionOf(tx, platname, req.transaction_uuid);
        if (existing) return replay(existing, 'rollback', userId, hash);
        let target = await transactionOf(tx, platname, reference);
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
        const claimed = await claim(tx, {
          platname,
          uuid: req.transaction_uuid,
          kind: 'rollback',
          userId,
          round: target.round,
          gameCode: target.game_code,
          amount: target.kind === 'tombstone' ? '0' : target.amount,
          reference,
          requestHash: hash,
        });
        if (typeof claimed !== 'string') return claimed.replayed;
        let balanceAfter: Prisma.Decimal | null = null;
        // Reversed once: a second rollback of the same transaction (another uuid) moves nothing.
        if (target.kind !== 'tombstone' && (await markRolledBack(tx, target.id))) {
          const amount = yuan(target.amount);
          const key = ledgerKey(platname, req.transaction_uuid);
          if (target.kind === 'bet') {
            balanceAfter = (await wallet.credit(tx, { userId, amount, kind: 'seamless.rollback', key, by: 'system' })).balance;
            await addToRound(tx, { platname, round: target.round, stake: amount.negated().toFixed(2), payout: '0' });
          } else if (!amount.isZero()) {
            // A win taken back: refused (RS_ERROR_NOT_ENOUGH_MONEY) when the member no longer holds it; no debt is made.
            balanceAfter = (await wallet.debit(tx, { userId, amount, house: HOUSE.seamlessGames, kind: 'seamless.rollback', key })).balance;
            await addToRound(tx, { platname, round: target.round, stake: '0', payout: amount.negated().toFixed(2) });
          }
        }
        const after = unitsOf(balanceAfter ?? (await wallet.balance(tx, userId)));
        await setBalanceAfter(tx, claimed, after);
        return after;
      }),
    );
  }

  return { balance, bet, win, rollback };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
