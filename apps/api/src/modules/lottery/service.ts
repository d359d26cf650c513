import type {
  LotteryAdminDrawsInput,
  LotteryCancelInput,
  LotteryChainsInput,
  LotteryGameSaveInput,
  LotteryReportInput,
  LotteryVerifyInput,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext, PublicContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import type { LotteryEngine } from '../../providers/lottery/engine.js';

interface Deps {
  sql: SqlPool;
  /** The lottery platform's use cases (providers/lottery): its store is the only writer of its tables. */
  lottery: Pick<LotteryEngine, 'verify' | 'chainsOf' | 'deskGames' | 'saveGame' | 'deskDraws' | 'cancel' | 'report'>;
  audit: Audit;
}

/** The lottery's desk (docs/lottery.md#the-desk) and its public verification. Every change is audited in its own transaction. */
export function createLotteryDesk({ sql, lottery, audit }: Deps) {
  const verify = (_ctx: PublicContext, input: LotteryVerifyInput) => lottery.verify(input.game, input.draw_no);
  const chains = (_ctx: PublicContext, input: LotteryChainsInput) => lottery.chainsOf(input.game);
  const games = (ctx: AdminContext) => lottery.deskGames(ctx.locale);

  /** A game's switch, stakes, payout cap or odds changed, with the audit row of what was before and after. */
  async function saveGame(ctx: AdminContext, input: LotteryGameSaveInput) {
    return sql.tx(async (tx) => {
      const { before, after } = await lottery.saveGame(tx, input, ctx.locale);
      await audit(tx, { adminId: ctx.adminId, action: 'lottery.game.save', target: input.game, before, after });
      return after;
    });
  }

  const draws = (_ctx: AdminContext, input: LotteryAdminDrawsInput) => lottery.deskDraws(input);

  /** A draw not yet drawn cancelled, every bet refunded once, with the audit row (reason, bets and amount refunded). */
  async function cancel(ctx: AdminContext, input: LotteryCancelInput) {
    return sql.tx(async (tx) => {
      const { draw, ...cancelled } = await lottery.cancel(tx, input);
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'lottery.draw.cancel',
        target: `${input.game} ${input.draw_no}`,
        detail: { reason: input.reason, draw_id: draw.id, bets: cancelled.refunded_bets, stake: draw.stake },
        amount: cancelled.refunded,
      });
      return cancelled;
    });
  }

  const report = (_ctx: AdminContext, input: LotteryReportInput) => lottery.report(input);

  return { verify, chains, games, saveGame, draws, cancel, report };
}
export type LotteryDesk = ReturnType<typeof createLotteryDesk>;
