import { ReplyCode, TransferMode, type GameUrl, type GetGameUrlInput } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { MemberContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isConnectionError } from '../../db/errors.js';
import type { Logger } from '../../logger.js';
import { withTimeout } from '../../providers/types.js';
import type { Transfers, Wallet } from '../wallet/index.js';
import type { Platform, Platforms } from '../../providers/platforms.js';
import { transferModeOf } from './store.js';

interface Deps {
  sql: SqlPool;
  platforms: Platforms;
  wallet: Wallet;
  transfers: Transfers;
  timeoutMs: number;
  log: Logger;
  /** Player protection: throws the refusal while a time-out or self-exclusion runs or the play-time limit is used up; marks the minute as played. */
  playGate?: (userId: number) => Promise<void>;
}

/** Opening a game: the member registered at the platform on first use, money moved in auto-transfer mode, a launch URL asked for. */
export function createLaunchService({ sql, platforms, wallet, transfers, timeoutMs, log, playGate }: Deps) {
  /**
   * Auto-transfer mode (TransferMode.automatic): everything comes back from the other platforms,
   * then this one's wallet is brought up to what the member chose (`target`, whole units), or gets
   * the whole central wallet (null). Whole units only; nothing moves when the wallet already holds
   * the amount. The transfer is the wallet's (player protection checks and caps it there).
   */
  async function autoTransfer(userId: number, platform: Platform, player: string, target: Prisma.Decimal | null) {
    await transfers.recallAll({ userId, except: platform.platname });
    const central = (await wallet.balance(sql, userId)).floor();
    let amount = central;
    if (target !== null) {
      const held = await withTimeout(timeoutMs, () => platform.adapterImpl.balance(platform, player));
      amount = Prisma.Decimal.min(central, target.minus(held).ceil());
    }
    if (amount.gte(1)) {
      const outcome = await transfers.transfer({ userId, platname: platform.platname, direction: 'in', amount });
      if (outcome.state !== 'success') log.warn({ userId, platname: platform.platname, outcome }, 'auto-transfer on launch did not complete');
    }
  }

  async function launch(ctx: MemberContext, input: GetGameUrlInput): Promise<GameUrl> {
    const platform = await platforms.find(input.plat_name);
    if (!platform) throw new AppError(ReplyCode.validation, 'game.maintenance');
    await playGate?.(ctx.userId);
    const user = await transferModeOf(sql, ctx.userId);
    try {
      const player = await transfers.playerFor(ctx.userId, platform);
      // A seamless platform plays from the central wallet (免转): in automatic mode the others' money comes back to it, nothing goes in.
      if (user?.mode === TransferMode.automatic && platform.walletMode === 'seamless')
        await transfers.recallAll({ userId: ctx.userId, except: platform.platname });
      else if (user?.mode === TransferMode.automatic)
        await autoTransfer(ctx.userId, platform, player, user.autoAmount === null ? null : new Prisma.Decimal(user.autoAmount));
      const url = await withTimeout(timeoutMs, () =>
        platform.adapterImpl.launchUrl(platform, player, {
          gameType: input.game_type,
          gameCode: input.game_code,
          mobile: input.is_mobile_url,
          locale: ctx.locale,
          sessionId: ctx.sessionId,
        }),
      );
      return { url };
    } catch (err) {
      if (err instanceof AppError || isConnectionError(err)) throw err; // the database out of reach: the 503 envelope
      log.warn({ err, platname: platform.platname }, 'game launch failed');
      throw new AppError(ReplyCode.serverError, 'game.launchFailed');
    }
  }

  return { launch };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
