import { GAME_WALLET_MOVE_ORDER, gameWalletMoveSchema, parseInOrder, ReplyCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { AppError, unauthorized } from '../../errors.js';
import type { Wallet } from './commands.js';
import type { WalletService } from './service.js';
import { gamePageMember } from './store/transfers.js';

/** The failed-transfer count a refused move adds to (the HTTP layer's FailureLimit, which routes enforce). */
export interface FailedTransfers {
  hit(userId: number): Promise<void>;
}

/** Who a launched game page plays as: its launch token's session, platform and player name there. */
export interface GamePageMember {
  sessionId: string;
  platname: string;
  player: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/**
 * The member's wallet as a launched game page sees it: the central balance (and what a transfer in
 * would suggest) and a transfer between the central wallet and the one platform wallet the game was
 * launched from, on the member's behalf. The page holds only a launch token, so the member is the
 * one that token's portal session and that platform's player name both belong to (a revoked or
 * expired session, or a player of someone else, is refused); a stolen token can move money only
 * between that member's own two wallets. The transfer is the wallet service's own (moveFor: the
 * freeze and money-lock checks, player protection, the failed-transfer limit, one transfer per
 * Idempotency-Key), never a second implementation.
 */
export function createGameDesk({ sql, wallet, service, failures }: { sql: SqlPool; wallet: Wallet; service: WalletService; failures: FailedTransfers }) {
  async function memberOf(who: GamePageMember): Promise<{ userId: number; autoAmount: string | null }> {
    if (!UUID.test(who.sessionId)) throw unauthorized();
    const row = await gamePageMember(sql, who);
    if (!row) throw unauthorized();
    return { userId: row.user_id, autoAmount: row.auto_amount };
  }

  /** The central balance and the whole amount a transfer in suggests: the member's automatic-transfer amount, or everything, never more than there is. */
  async function state(who: GamePageMember): Promise<{ central: Prisma.Decimal; suggested: number }> {
    const { userId, autoAmount } = await memberOf(who);
    const central = await wallet.balance(sql, userId);
    const whole = central.floor();
    const suggested = autoAmount === null ? whole : Prisma.Decimal.min(whole, new Prisma.Decimal(autoAmount));
    return { central, suggested: suggested.toNumber() };
  }

  /**
   * Moves money between the central wallet and the launch's platform; `body` is checked by contracts
   * (gameWalletMoveSchema). A refusal is counted against the failed-transfer limit, as the
   * Transfer screen's are. Returns the central balance after it (and a message when a loss limit capped it).
   */
  async function move(who: GamePageMember, body: unknown, idempotencyKey: string | undefined) {
    const parsed = parseInOrder(gameWalletMoveSchema, body ?? {}, GAME_WALLET_MOVE_ORDER);
    if (!parsed.ok) throw new AppError(ReplyCode.validation, parsed.key);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw new AppError(ReplyCode.validation, 'idempotency.keyInvalid');
    const { userId } = await memberOf(who);
    try {
      return await service.moveFor(userId, {
        platname: who.platname,
        direction: parsed.data.direction,
        amount: parsed.data.amount,
        requestKey: idempotencyKey === undefined ? undefined : `m${userId}:play-wallet:${idempotencyKey}`,
        mode: 'any',
      });
    } catch (err) {
      if (err instanceof AppError) await failures.hit(userId);
      throw err;
    }
  }

  return { state, move };
}

export type GameDesk = ReturnType<typeof createGameDesk>;
