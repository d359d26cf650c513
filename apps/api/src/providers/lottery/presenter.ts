import { oddsMilliOf, oddsText } from '@portal/game-rules';
import {
  LOTTERY_BET_STATES,
  LOTTERY_DRAW_STATES,
  lotteryPickText,
  type Locale,
  type LotteryAdminDrawReply,
  type LotteryBetReply,
  type LotteryChainReply,
  type LotteryDrawReply,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { BetRow, ChainRow, DrawRow } from './store.js';

// Rows -> the lottery's replies (contracts lottery/replies.ts). Instants a countdown needs are ISO
// texts; times shown as they are, Beijing wall-clock texts. A draw's seed and result appear only
// once it is drawn or cancelled.

/** Who plays: a player at a lottery venue (its brand keeps the wallet), from the launch token. */
export interface Who {
  brand: string;
  player: string;
  platname: string;
}

/** A kept NUMERIC odds text ("1.980") as the board writes it ("1.98"). */
const odds = (text: string) => oddsText(oddsMilliOf(text) ?? 0);

export function presentDraw(d: DrawRow): LotteryDrawReply {
  const revealed = d.state !== 0;
  return {
    game: d.game,
    draw_no: d.draw_no,
    state: LOTTERY_DRAW_STATES[d.state]!,
    draws_at: d.draws_at.toISOString(),
    drawn_at: d.drawn_at?.toISOString() ?? null,
    hash: d.hash,
    seed: revealed ? d.seed : null,
    result: revealed ? d.result : null,
  };
}

export function presentBet(b: BetRow, locale: Locale): LotteryBetReply {
  const settled = b.payout !== null;
  return {
    id: b.id,
    slip_id: b.slip_id,
    game: b.game,
    draw_no: b.draw_no,
    kind: b.kind,
    selection: b.selection,
    label: lotteryPickText(b.game, b.kind, b.selection, locale),
    stake: formatMoney(b.stake),
    odds: b.odds.map(odds),
    state: LOTTERY_BET_STATES[b.state]!,
    payout: settled ? formatMoney(b.payout!) : null,
    win_loss: settled ? formatMoney(new Prisma.Decimal(b.payout!).minus(b.stake)) : null,
    result: b.draw_state !== 0 ? b.result : null,
    created_at: beijingDateTime(b.created_at),
    settled_at: b.settled_at ? beijingDateTime(b.settled_at) : null,
  };
}

export function presentChain(c: ChainRow): LotteryChainReply {
  return {
    id: c.id,
    game: c.game,
    terminal_hash: c.terminal_hash,
    length: c.length,
    used: c.next_index - 1,
    published_at: c.created_at.toISOString(),
    spent_at: c.spent_at?.toISOString() ?? null,
  };
}

export function presentAdminDraw(d: DrawRow): LotteryAdminDrawReply {
  const revealed = d.state !== 0;
  return {
    id: d.id,
    game: d.game,
    draw_no: d.draw_no,
    state: LOTTERY_DRAW_STATES[d.state]!,
    opens_at: beijingDateTime(d.opens_at),
    closes_at: beijingDateTime(d.closes_at),
    draws_at: beijingDateTime(d.draws_at),
    drawn_at: d.drawn_at ? beijingDateTime(d.drawn_at) : null,
    bets: d.bets,
    stake: formatMoney(d.stake),
    payout: d.payout === null ? null : formatMoney(d.payout),
    house: d.state === 1 ? formatMoney(new Prisma.Decimal(d.stake).minus(d.payout ?? 0)) : d.state === 2 ? '0.00' : null,
    exposure: formatMoney(new Prisma.Decimal(d.exposure_bound).dividedBy(100)),
    hash: d.hash,
    seed: revealed ? d.seed : null,
    result: revealed ? d.result : null,
    cancel_reason: d.cancel_reason,
  };
}
