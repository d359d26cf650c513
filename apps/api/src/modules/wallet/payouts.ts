import { HousePayoutState, pageOf, type HousePayoutRow, type PayoutListInput, type PayoutRejectInput } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { denied, invalid, notFound, type AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { Audit } from '../../audit/log.js';
import type { PostingKind } from './chart.js';
import type { Wallet } from './commands.js';
import { decidePayout, insertPayout, payoutById, payoutPage, pendingPayouts, type QueuedPayout } from './store/payouts.js';

export type { QueuedPayout } from './store/payouts.js';

// The payouts queue: payments out of a house account above their kind's threshold
// (payout-rules.ts), waiting for a second finance or super staff member. A module whose decision
// pays a member asks for one in its own transaction (request) when the wallet says a second person
// is needed, and registers at construction what approving and rejecting mean for it (handle): the
// content module's promotion applications, the rebates' collections, the cashier's deposits, the
// chain's held transfers. The approver is never the one who asked nor the one who set the amount
// (the database refuses it too: house_payouts_four_eyes); the money moves through the wallet's
// credit with the approval, under the payout's key, once.

/** What a payout's approval came to: paid, or refused (the member blocked since): then rejected with the refusal as its reason. */
export type PayoutOutcome = { paid: true } | { refused: AppError; reason: string };

/**
 * What approving and rejecting a payout mean for the module that asked for it, in the decision's
 * transaction (the payout row locked). `approve` pays through wallet.credit with
 * `approval(payout, ctx)` under the payout's key, or refuses (and then writes its own rejection);
 * `reject` closes the module's row with the reason.
 */
export interface PayoutHandler {
  approve(tx: Sql, payout: QueuedPayout, ctx: AdminContext): Promise<PayoutOutcome>;
  reject(tx: Sql, payout: QueuedPayout, ctx: AdminContext, reason: string): Promise<void>;
}

/** A payment to queue: the posting it will be, where it comes from, who asked and who set its amount. */
export interface PayoutRequest {
  kind: PostingKind;
  userId: number;
  amount: Prisma.Decimal;
  /** The wallet posting's key (the payment moves under it once). */
  key: string;
  source: string;
  sourceRef: string;
  memo: string;
  requestedBy: number | null;
  amountSetBy: number | null;
}

const PAGE_SIZE = 20;

export function presentPayout(row: QueuedPayout): HousePayoutRow {
  return {
    id: row.id,
    kind: row.kind,
    username: row.username,
    amount: formatMoney(row.amount),
    source: row.source,
    source_ref: row.source_ref,
    memo: row.memo,
    state: row.state,
    requested_by: row.requested_by_name,
    amount_set_by: row.amount_set_by_name,
    requested_at: beijingDateTime(row.requested_at),
    decided_by: row.decided_by_name,
    decided_at: row.decided_at ? beijingDateTime(row.decided_at) : null,
    reason: row.reason,
  } satisfies HousePayoutRow;
}

export function createPayoutQueue({ sql, wallet, audit, clock }: { sql: SqlPool; wallet: Wallet; audit: Audit; clock: Clock }) {
  const handlers = new Map<string, PayoutHandler>();

  const rowById = payoutById;

  /** A module says what deciding its payouts means, once, when it is built. */
  function handle(source: string, handler: PayoutHandler): void {
    if (handlers.has(source)) throw new Error(`payouts of ${source} already have a handler`);
    handlers.set(source, handler);
  }

  /**
   * Queues a payment in the caller's transaction; the same key gives the same payout (a retry
   * queues nothing new). Its amount must be within the kind's cap: the cap is refused now, not
   * when a second person approves it.
   */
  async function request(tx: Sql, req: PayoutRequest): Promise<number> {
    if (!handlers.has(req.source)) throw new Error(`payouts of ${req.source} have no handler: nobody could decide them`);
    const cap = wallet.capOf(req.kind);
    if (cap && req.amount.greaterThan(cap)) throw invalid('wallet.payoutAboveCap').with({ max: formatMoney(cap) });
    return insertPayout(tx, { ...req, amount: req.amount.toFixed(2), requestedAt: clock.now() });
  }

  /** The approval a handler pays with: the decider, and who asked and set the amount as the payout recorded them. */
  function approval(payout: QueuedPayout, ctx: AdminContext) {
    return {
      by: payout.requested_by === null ? ('member' as const) : { staff: payout.requested_by },
      amountSetBy: payout.amount_set_by,
      approvedBy: ctx.adminId,
    };
  }

  async function list(_ctx: AdminContext, input: PayoutListInput) {
    const { rows, total } = await payoutPage(sql, { state: input.state, page: input.page, perPage: PAGE_SIZE });
    return pageOf(rows.map(presentPayout), total, input.page, PAGE_SIZE);
  }

  const pendingCount = () => pendingPayouts(sql);

  /**
   * The pending payout, locked for the decision: concurrent decisions wait for each other and each
   * after the first finds it decided. Neither the one who asked nor the one who set its amount decides it.
   */
  async function lockForDecision(tx: Sql, ctx: AdminContext, id: number): Promise<{ row: QueuedPayout; handler: PayoutHandler }> {
    const row = await rowById(tx, id, { lock: true });
    if (!row) throw notFound('payout.notFound');
    if (row.state !== HousePayoutState.pending) throw denied('payout.decided');
    if (row.requested_by === ctx.adminId) throw denied('payout.ownRequest');
    if (row.amount_set_by === ctx.adminId) throw denied('payout.setItsAmount');
    const handler = handlers.get(row.source);
    if (!handler) throw new Error(`payout ${row.id}: no handler for ${row.source}`);
    return { row, handler };
  }

  const auditDetail = (row: QueuedPayout) => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    source: row.source,
    source_ref: row.source_ref,
    requested_by: row.requested_by_name,
    amount_set_by: row.amount_set_by_name,
  });

  async function decide(
    tx: Sql,
    ctx: AdminContext,
    row: QueuedPayout,
    state: typeof HousePayoutState.paid | typeof HousePayoutState.rejected,
    reason: string,
  ): Promise<void> {
    await decidePayout(tx, { id: row.id, state, decidedBy: ctx.adminId, at: clock.now(), reason });
  }

  /**
   * A second finance or super staff member approves: the owning module pays through the wallet's
   * credit with this approval (the wallet checks the approver again), and the payout is paid, in
   * one transaction. When the module refuses (the member took a time-out since), the payout is
   * rejected with that reason, and the refusal is the reply.
   */
  async function approve(ctx: AdminContext, input: { id: number }) {
    const outcome = await sql.tx(async (tx) => {
      const { row, handler } = await lockForDecision(tx, ctx, input.id);
      const result = await handler.approve(tx, row, ctx);
      if ('refused' in result) {
        await decide(tx, ctx, row, HousePayoutState.rejected, result.reason);
        await audit(tx, {
          adminId: ctx.adminId,
          action: 'payout.refused',
          target: row.username,
          amount: row.amount,
          detail: { ...auditDetail(row), reason: result.reason },
        });
        return result;
      }
      await decide(tx, ctx, row, HousePayoutState.paid, '');
      await audit(tx, { adminId: ctx.adminId, action: 'payout.approve', target: row.username, amount: row.amount, detail: auditDetail(row) });
      return result;
    });
    if ('refused' in outcome) throw outcome.refused;
    return { message: 'payout.approved' as const, data: presentPayout((await rowById(sql, input.id, { lock: false }))!) };
  }

  /** A second finance or super staff member rejects, with the reason: nothing is paid; the owning module closes its row. */
  async function reject(ctx: AdminContext, input: PayoutRejectInput) {
    await sql.tx(async (tx) => {
      const { row, handler } = await lockForDecision(tx, ctx, input.id);
      await handler.reject(tx, row, ctx, input.reason);
      await decide(tx, ctx, row, HousePayoutState.rejected, input.reason);
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'payout.reject',
        target: row.username,
        amount: row.amount,
        detail: { ...auditDetail(row), reason: input.reason },
      });
    });
    return { message: 'payout.rejected' as const, data: presentPayout((await rowById(sql, input.id, { lock: false }))!) };
  }

  return { handle, request, approval, list, pendingCount, approve, reject };
}

export type PayoutQueue = ReturnType<typeof createPayoutQueue>;
