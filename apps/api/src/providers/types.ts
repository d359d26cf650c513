import type { BetStatus, Locale } from '@portal/contracts';
import type { Prisma } from '../db/client.js';

/** A platform as configured in the `platforms` table. */
export interface PlatformConfig {
  platname: string;
  name: string;
  adapter: string;
  brand: string;
  defaultGame: string;
  config: unknown;
  /** 'transfer' (absent: the adapters' own wallets) or 'seamless' (the provider calls the portal's wallet API). */
  walletMode?: 'transfer' | 'seamless';
  /** A seamless provider's RSA public key (PEM). */
  providerPublicKey?: string;
  /** A seamless provider's launch URL template (docs/seamless-wallet.md). */
  launchTemplate?: string;
}

export type TransferDirection = 'in' | 'out';

/** A bet as a platform reports it. Amounts are decimal strings with 2 places. */
export interface PlatformBet {
  betId: string;
  player: string;
  gameCode: string;
  gameName: string;
  category: string;
  stake: string;
  validStake: string;
  payout: string;
  status: BetStatus;
  betTime: Date;
  /** What was bet, for the member's records, when the platform says more than the game: a lottery bet's draw, pick and result. */
  detail?: BetDetail;
}

/** A lottery bet as its record shows it (contracts lotteryBetText writes it in the reader's language). */
export interface BetDetail {
  lottery: { game: 'ssc' | 'k3' | 'pk10' | 'keno'; draw_no: string; kind: string; selection: string; result: number[] | null; cancelled: boolean };
}

export interface LaunchRequest {
  gameType: string;
  gameCode: string;
  mobile: boolean;
  locale: Locale;
  /** The portal session the game is opened from: the game session must end with it (logout, password change). */
  sessionId: string;
}

/**
 * What the portal needs from a game platform. Adding a third-party platform means one file
 * implementing this, registered in providers/registry.ts, plus a row in `platforms`.
 * Every method may throw PlatformRejected (the platform said no: nothing happened there) or any
 * other error (unknown outcome: a timeout, a network failure).
 */
export interface PlatformAdapter {
  /** Creates the player at the platform; calling it again for the same player is harmless. */
  registerPlayer(platform: PlatformConfig, player: string): Promise<void>;
  balance(platform: PlatformConfig, player: string): Promise<Prisma.Decimal>;
  /**
   * Moves `amount` into (in) or out of (out) the player's platform wallet. `ref` is unique per
   * transfer: repeating a call with the same ref must not move money twice and must report the
   * outcome of the first. Returns the platform wallet's balance after the transfer.
   */
  transfer(platform: PlatformConfig, player: string, direction: TransferDirection, amount: Prisma.Decimal, ref: string): Promise<{ balance: Prisma.Decimal }>;
  launchUrl(platform: PlatformConfig, player: string, request: LaunchRequest): Promise<string>;
  /**
   * Which of the platform's own games a catalogue tile's launch opens, when that is not the game the
   * tile names (the built-in platform has three games: 'slot', 'dice', 'baccarat', or 'hall' for all
   * three). Absent or null: the tile opens the game it names. The lobby shows it on the tile.
   */
  launches?(platform: PlatformConfig, gameCode: string): string | null;
  /**
   * Bets after `cursor` (opaque; '' for the beginning), oldest first, and the cursor to continue
   * from. The same bet may come again in a later call (it is stored once); a bet must never be
   * left behind the returned cursor.
   */
  fetchBets(platform: PlatformConfig, cursor: string, limit: number): Promise<{ bets: PlatformBet[]; cursor: string }>;
}

/** The platform refused the operation; nothing changed there. */
export class PlatformRejected extends Error {
  constructor(readonly reason: string) {
    super(`platform rejected: ${reason}`);
  }
}

export class PlatformTimeout extends Error {
  constructor(ms: number) {
    super(`platform did not answer within ${ms} ms`);
  }
}

/** Runs a platform call with a time limit; a late answer is ignored (its outcome is repaired later). */
export async function withTimeout<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PlatformTimeout(ms)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
