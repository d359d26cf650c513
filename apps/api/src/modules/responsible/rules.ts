import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@portal/contracts';
import { Prisma } from '../../db/client.js';

// The arithmetic of the limits a member sets, as pure functions of the figures (guard.ts reads
// them and turns a verdict into the refusal the member reads).

export interface LimitInForce {
  kind: LimitKind;
  period: LimitPeriod;
  value: string;
}

/** A limit with what is left of it in its current period (never below 0). */
export interface LimitRoom {
  period: LimitPeriod;
  value: Prisma.Decimal;
  left: Prisma.Decimal;
}

const zero = new Prisma.Decimal(0);

/** The first deposit limit (day, then week, then month) that `amount` more would pass, with what is left of it; null when there is room under all. */
export function depositOverLimit(limits: LimitInForce[], used: Record<LimitPeriod, Prisma.Decimal>, amount: Prisma.Decimal): LimitRoom | null {
  for (const period of LIMIT_PERIODS) {
    const limit = limits.find((l) => l.kind === 'deposit' && l.period === period);
    if (!limit) continue;
    const value = new Prisma.Decimal(limit.value);
    if (used[period].plus(amount).greaterThan(value)) return { period, value, left: Prisma.Decimal.max(value.minus(used[period]), zero) };
  }
  return null;
}

/**
 * The day's play-time limit in whole minutes when it is used up, else null. `played` counts the
 * minute being played too (it is marked first): the limit's last minute may still be played.
 */
export function playTimeUsedUp(limits: LimitInForce[], played: number): number | null {
  const limit = limits.find((l) => l.kind === 'time');
  if (!limit) return null;
  const minutes = Number(limit.value);
  return played > minutes ? minutes : null;
}

/** What may still be lost in each period with a loss limit (never below 0), tightest first. */
export function lossRoom(limits: LimitInForce[], loss: Record<LimitPeriod, Prisma.Decimal>): LimitRoom[] {
  return limits
    .filter((l) => l.kind === 'loss')
    .map((l) => {
      const value = new Prisma.Decimal(l.value);
      return { period: l.period, value, left: Prisma.Decimal.max(value.minus(loss[l.period]), zero) };
    })
    .sort((a, b) => a.left.comparedTo(b.left));
}

/**
 * A transfer of `amount` into a game under the tightest loss limit: refused when nothing is left
 * of it ('limit'), or when what the member already holds in game wallets takes what is left
 * ('inGames': less than 0.01 of room); otherwise the amount that may go in (capped to the room).
 */
export function intoGameAllowance(
  amount: Prisma.Decimal,
  tightest: LimitRoom | undefined,
  inGames: Prisma.Decimal,
): { refused: 'limit' | 'inGames' } | { amount: Prisma.Decimal } {
  if (!tightest) return { amount };
  if (tightest.left.isZero()) return { refused: 'limit' };
  const room = tightest.left.minus(inGames);
  if (room.lessThan('0.01')) return { refused: 'inGames' };
  return { amount: Prisma.Decimal.min(amount, room) };
}

/** A round of `stake` (what it can lose at most) under the loss limits: the tightest it would pass, or undefined. */
export function roundOverLoss(rooms: LimitRoom[], stake: Prisma.Decimal): LimitRoom | undefined {
  return rooms.find((r) => stake.greaterThan(r.left));
}

/** What is used of a limit of `kind` in `period`: deposits, the net loss, or the play minutes of the day. */
export function usedOf(
  kind: LimitKind,
  period: LimitPeriod,
  deposits: Record<LimitPeriod, Prisma.Decimal>,
  play: { loss: Record<LimitPeriod, Prisma.Decimal>; played: number } | null,
): Prisma.Decimal {
  if (kind === 'deposit') return deposits[period];
  if (kind === 'loss') return play?.loss[period] ?? zero;
  return new Prisma.Decimal(play?.played ?? 0);
}
