import { ReplyCode, type BalanceReply, type PlatformBalance, type TransferReply, type TransferStatusReply } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import type { TransferDirection } from '../../providers/types.js';
import type { Audit } from '../../audit/log.js';
import type { Platforms } from '../../providers/platforms.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Wallet } from './commands.js';
import { checkLedgerCheckpointed } from './invariants.js';
import { setTransferStatus } from './store/members.js';
import type { TransferChecks, TransferOutcome, Transfers } from './transfers.js';

interface Deps {
  sql: SqlPool;
  wallet: Wallet;
  transfers: Transfers;
  platforms: Platforms;
  audit: Audit;
  /** Locked after repeated wrong current passwords (security/password-guard.ts). */
  moneyLock: Pick<PasswordGuard, 'assertMoneyOpenFrom' | 'moneyLockKey'>;
  /** The failed-transfer limit per member (http/limits.ts), read with the member's row. */
  failures: { key(userId: number): string | undefined; limit: number; refused(): Error };
}

/** The member's wallet use cases (spec §2.5 Transfer screen, §7) and the back office's money ones. */
export function createWalletService({ sql, wallet, transfers, platforms, audit, moneyLock, failures }: Deps) {
  /** A finished transfer as the member reads it; pending and failed ones are refusals. */
  async function transferReply(userId: number, outcome: TransferOutcome): Promise<TransferReply> {
    if (outcome.state === 'pending') throw new AppError(ReplyCode.transferPending, 'transfer.pending');
    if (outcome.state === 'failed') {
      throw outcome.reason === 'insufficient balance'
        ? new AppError(ReplyCode.overBalance, 'transfer.insufficient')
        : new AppError(ReplyCode.transferFailed, 'transfer.failed');
    }
    const balance = outcome.centralBalance ?? (await wallet.balance(sql, userId));
    const reply: TransferReply = { balance: formatMoney(balance), order_no: outcome.orderNo };
    // A loss limit capped the transfer in: the reply says what moved.
    return outcome.capped ? { ...reply, amount: formatMoney(outcome.capped.moved) } : reply;
  }

  /** What a member's own transfer must pass, checked in the statement that reads the member (transfers.ts). */
  function checksFor(userId: number): TransferChecks {
    const failuresKey = failures.key(userId);
    return {
      moneyLockKey: moneyLock.moneyLockKey(userId),
      assertMoneyOpen: moneyLock.assertMoneyOpenFrom,
      failures: failuresKey ? { key: failuresKey, limit: failures.limit, refused: failures.refused } : undefined,
    };
  }

  /**
   * One transfer of a member's own, by whatever door asked (the Transfer screen's routes, the game
   * page's wallet): frozen or money-locked members are refused (checksFor), player protection
   * checks a transfer in (transfers.ts), a retry with the same `requestKey` is the same transfer.
   * `mode` 'manual': refused while the member is in auto-transfer mode (the Transfer screen).
   */
  async function moveFor(
    userId: number,
    input: { platname: string; direction: TransferDirection; amount: number; requestKey?: string; mode: 'manual' | 'any' },
  ) {
    const outcome = await transfers.transfer({
      userId,
      platname: input.platname,
      direction: input.direction,
      amount: new Prisma.Decimal(input.amount),
      requestKey: input.requestKey,
      mode: input.mode,
      checks: checksFor(userId),
    });
    const data = await transferReply(userId, outcome);
    if (outcome.state !== 'success' || !outcome.capped) return { data };
    const { asked, moved } = outcome.capped;
    return { data, message: 'responsible.transferCapped' as const, params: { moved: formatMoney(moved), asked: formatMoney(asked) } };
  }

  /** Manual transfers are for members who move money themselves (transferstatus 0); frozen or money-locked members are refused. */
  const transfer = (ctx: MemberContext, input: { platname: string; direction: TransferDirection; amount: number }) =>
    moveFor(ctx.userId, { ...input, requestKey: ctx.idempotencyKey, mode: 'manual' });

  /** Everything back from every platform into the central wallet. */
  async function recallAll(ctx: MemberContext) {
    const { recalled, failed, busy, centralBalance } = await transfers.recallAll({ userId: ctx.userId, requestKey: ctx.idempotencyKey });
    if (failed > 0) throw new AppError(ReplyCode.transferFailed, 'transfer.recallPartial');
    if (busy) throw new AppError(ReplyCode.inProgress, 'transfer.busy');
    return {
      message: recalled > 0 ? ('transfer.recalled' as const) : ('transfer.nothingToRecall' as const),
      // The balance the last recall's posting left; read when nothing was posted here.
      balance: formatMoney(centralBalance ?? (await wallet.balance(sql, ctx.userId))),
    };
  }

  async function centralBalance(ctx: MemberContext): Promise<BalanceReply> {
    return { balance: formatMoney(await wallet.balance(sql, ctx.userId)) };
  }

  async function platformBalance(ctx: MemberContext, platname: string): Promise<BalanceReply> {
    const balances = await transfers.platformBalances(ctx.userId);
    return { balance: formatMoney(balances.get(platname) ?? 0) };
  }

  async function balanceList(ctx: MemberContext): Promise<PlatformBalance[]> {
    const [list, balances] = await Promise.all([platforms.all(), transfers.platformBalances(ctx.userId)]);
    return list.map((p) => ({
      name: platforms.displayName(p, ctx.locale),
      platname: p.platname,
      balance: formatMoney(balances.get(p.platname) ?? 0),
      ...(p.walletMode === 'seamless' ? { seamless: true } : {}),
    }));
  }

  /**
   * Only the transfer mode and the automatic transfer's amount change here (the original updated any
   * column it was sent). `autoAmount` undefined: the amount stays; null: the whole central wallet.
   */
  async function setTransferMode(ctx: MemberContext, transferstatus: number, autoAmount?: number | null): Promise<TransferStatusReply> {
    const amount = await setTransferStatus(sql, ctx.userId, transferstatus, autoAmount);
    return { transferstatus, auto_amount: amount == null ? null : formatMoney(amount) };
  }

  /** The ledger's invariants, checked on demand (audited). */
  async function ledgerCheck(ctx: AdminContext, input: { full?: boolean } = {}) {
    const breaches = await checkLedgerCheckpointed(sql, { full: input.full === true });
    await audit(sql, { adminId: ctx.adminId, action: 'ledger.check', detail: { breaches: breaches.length } });
    return { ok: breaches.length === 0, breaches };
  }

  return { transfer, moveFor, recallAll, centralBalance, platformBalance, balanceList, setTransferMode, ledgerCheck };
}

export type WalletService = ReturnType<typeof createWalletService>;
