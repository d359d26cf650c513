import { LIMIT_PERIODS, ResponsibleCode, limitWindow, type LimitKind, type LimitPeriod } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { PlayGuard } from '../wallet/index.js';
import type { BlockRow } from './rows.js';

// What player protection refuses where money and play happen: the reads of the limits in force
// and of a running time-out or self-exclusion, and the checks other modules call inside their own
// transactions (the cashier's deposit request and approval) or before play (transfer in, launch).

const { pending, approved } = { pending: 1, approved: 2 } as const;

/** The limits in force at `now`, by kind and period: the newest change not cancelled whose time has come (null value: removed). */
export async function limitsInForce(db: Sql, userId: number, now: Date): Promise<{ kind: LimitKind; period: LimitPeriod; value: string }[]> {
  const rows = await db.query<{ kind: LimitKind; period: LimitPeriod; value: string | null }>(
    `SELECT DISTINCT ON (kind, period) kind, period, value::text AS value FROM responsible_limits
     WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at <= $2 ORDER BY kind, period, effective_at DESC, id DESC`,
    [userId, now],
  );
  return rows.filter((r): r is { kind: LimitKind; period: LimitPeriod; value: string } => r.value !== null);
}

/** The time-out or self-exclusion running at `now` that ends last (null: none). */
export async function runningBlock(db: Sql, userId: number, now: Date): Promise<BlockRow | null> {
  const [row] = await db.query<BlockRow>(
    `SELECT kind, period, starts_at, ends_at FROM responsible_blocks WHERE user_id = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
     ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1`,
    [userId, now],
  );
  return row ?? null;
}

/** Deposits counted against a deposit limit in each period of `now`: approved ones and pending ones still in their payment hour, by the time they were asked. */
export async function depositsUsed(
  db: Sql,
  userId: number,
  now: Date,
  { approvedOnly = false, except = '' } = {},
): Promise<Record<LimitPeriod, Prisma.Decimal>> {
  const starts = LIMIT_PERIODS.map((p) => limitWindow(p, now).start);
  const [row] = await db.query<Record<LimitPeriod, string>>(
    `SELECT COALESCE(SUM(amount) FILTER (WHERE created_at >= $2), 0)::text AS day,
            COALESCE(SUM(amount) FILTER (WHERE created_at >= $3), 0)::text AS week,
            COALESCE(SUM(amount) FILTER (WHERE created_at >= $4), 0)::text AS month
     FROM deposits WHERE user_id = $1 AND created_at >= LEAST($2, $3, $4) AND deposit_no <> $7
       AND (state = ${approved} OR (NOT $6 AND state = ${pending} AND expires_at > $5))`,
    [userId, ...starts, now, approvedOnly, except],
  );
  return { day: new Prisma.Decimal(row!.day), week: new Prisma.Decimal(row!.week), month: new Prisma.Decimal(row!.month) };
}

/** The refusal for a running block: time-out or exclusion, until when. */
function blockedBy(block: Pick<BlockRow, 'kind' | 'ends_at'>): AppError {
  if (!block.ends_at) return new AppError(ResponsibleCode.blocked, 'responsible.excludedIndefinitely');
  const key = block.kind === 'timeout' ? 'responsible.timedOut' : 'responsible.excluded';
  return new AppError(ResponsibleCode.blocked, key).with({ until: beijingDateTime(block.ends_at) });
}

export function createPlayerProtection({ sql, clock }: { sql: Sql; clock: Clock }) {
  /** Refuses a deposit of `amount` that the member's deposit limits or a running block forbid; `used` counts what is already deposited. */
  async function checkDeposit(
    tx: Sql,
    { userId, amount, now, used }: { userId: number; amount: Prisma.Decimal; now: Date; used: Record<LimitPeriod, Prisma.Decimal> },
  ) {
    const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind === 'deposit');
    for (const period of LIMIT_PERIODS) {
      const limit = limits.find((l) => l.period === period);
      if (!limit) continue;
      const value = new Prisma.Decimal(limit.value);
      if (used[period].plus(amount).greaterThan(value)) {
        const left = Prisma.Decimal.max(value.minus(used[period]), 0);
        throw new AppError(ResponsibleCode.limitReached, `responsible.depositLimit.${period}`).with({
          limit: formatMoney(value),
          left: formatMoney(left),
          reset: beijingDateTime(limitWindow(period, now).end),
        });
      }
    }
  }

  /**
   * Inside the deposit request's transaction: the member's row locked first (so two requests, or a
   * request and a limit change, take turns), then no running block and room left under every
   * deposit limit for the new order.
   */
  async function assertDepositAllowed(tx: Sql, { userId, amount }: { userId: number; amount: Prisma.Decimal }): Promise<void> {
    const now = clock.now();
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const block = await runningBlock(tx, userId, now);
    if (block) throw blockedBy(block);
    await checkDeposit(tx, { userId, amount, now, used: await depositsUsed(tx, userId, now) });
  }

  /**
   * Inside a deposit approval's transaction (the member's row already locked by it): the approved
   * deposits of each period, this order left out, plus this order must stay within the limits in
   * force now (a limit lowered after the order was asked for applies).
   */
  async function assertDepositApprovable(tx: Sql, { userId, amount, depositNo }: { userId: number; amount: Prisma.Decimal; depositNo: string }): Promise<void> {
    const now = clock.now();
    await checkDeposit(tx, { userId, amount, now, used: await depositsUsed(tx, userId, now, { approvedOnly: true, except: depositNo }) });
  }

  /**
   * Before money goes into a game (wallet/transfers.ts): the running block read with the member's
   * row, in the statement the transfer runs anyway (play_block: the block that ends last, as json,
   * or null). One query shape for every play check: a loss or time limit adds its play_* column
   * here and its refusal to `assert`.
   */
  const playGuard: PlayGuard = {
    columns(bind) {
      const now = bind(clock.now());
      return `(SELECT json_build_object('kind', kind, 'ends_at', ends_at) FROM responsible_blocks
                WHERE user_id = u.id AND starts_at <= ${now} AND (ends_at IS NULL OR ends_at > ${now})
                ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1) AS play_block`;
    },
    assert(row) {
      const block = row.play_block as { kind: BlockRow['kind']; ends_at: string | null } | null;
      if (block) throw blockedBy({ kind: block.kind, ends_at: block.ends_at === null ? null : new Date(block.ends_at) });
    },
  };

  /** Before a game launch: refused while a time-out or self-exclusion runs (the same facts as a transfer's, in a query of their own). */
  async function assertPlayOpen(userId: number): Promise<void> {
    const params: unknown[] = [userId];
    const [row] = await sql.query(`SELECT ${playGuard.columns((value) => `$${params.push(value)}`)} FROM users u WHERE u.id = $1`, params);
    if (row) playGuard.assert(row);
  }

  return { assertDepositAllowed, assertDepositApprovable, assertPlayOpen, playGuard };
}

export type PlayerProtection = ReturnType<typeof createPlayerProtection>;
