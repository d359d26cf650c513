import { z } from 'zod';
import { PATTERNS } from '../common/validation.js';
import { compareMoney, isWholeUnits, wholeUnits } from '../common/money.js';
import { intInput, moneyAmountWith, pageSchema } from '../common/schemas.js';
import { requiredText } from '../common/validation.js';
import { TransferMode } from '../profile/states.js';

// ---- wallets and platforms ----

/** The central wallet's name in transfers (sourcetype / targettype); platforms go by their platname. */
export const CENTER_WALLET = 'center';
/** The two game wallets of the Transfer screen (spec §2.5) and their routes. */
export const PC_PLATFORM = 'PCGAME';
export const MOBILE_PLATFORM = 'MOBILEGAME';
/** The largest single transfer or adjustment, in whole units. */
export const MAX_TRANSFER = 10_000_000;

/**
 * Whole units only (docs/compatibility.md#rule-4-transfers), on the one amount rule of money routes
 * (common/schemas moneyAmount: a JSON number or a plain decimal string, no exponent, sign, spaces
 * or radix prefix); the handler gets the number of whole units.
 */
export const wholeAmount = moneyAmountWith('transfer.amountWhole', 'transfer.amountTooLarge')
  .refine((v) => isWholeUnits(v), { error: 'transfer.amountWhole', abort: true })
  .refine((v) => compareMoney(v, MAX_TRANSFER) <= 0, { error: 'transfer.amountTooLarge' })
  .transform((v) => Number(wholeUnits(v)));

const walletName = z
  .string({ error: 'transfer.walletRequired' })
  .trim()
  .min(1, { error: 'transfer.walletRequired' })
  .refine((v) => v.toLowerCase() === CENTER_WALLET || PATTERNS.platname.test(v), { error: 'transfer.platformUnknown' })
  .transform((v) => (v.toLowerCase() === CENTER_WALLET ? CENTER_WALLET : v.toUpperCase()));

export const transferSchema = z
  .object({ amount: wholeAmount, sourcetype: walletName, targettype: walletName })
  .refine((v) => v.sourcetype !== v.targettype, { error: 'transfer.sameWallet', path: ['targettype'] })
  .refine((v) => v.sourcetype === CENTER_WALLET || v.targettype === CENTER_WALLET, { error: 'transfer.viaCenter', path: ['targettype'] });
export type TransferInput = z.infer<typeof transferSchema>;
export const TRANSFER_ORDER = ['amount', 'sourcetype', 'targettype'] as const;

export const amountSchema = z.object({ amount: wholeAmount });

/**
 * The built-in game page's wallet (POST /play/api/wallet/move, authorised by the launch token):
 * `in` from the member's central wallet into the platform the game was launched from, `out` back.
 */
export const gameWalletMoveSchema = z.object({
  direction: z.enum(['in', 'out'], { error: 'transfer.directionInvalid' }),
  amount: wholeAmount,
});
export type GameWalletMoveInput = z.infer<typeof gameWalletMoveSchema>;
export const GAME_WALLET_MOVE_ORDER = ['direction', 'amount'] as const;
export type AmountInput = z.infer<typeof amountSchema>;

/** What an automatic transfer brings a game's wallet up to at launch: 'all' (the whole central wallet) or whole units. */
export const AUTO_AMOUNT_ALL = 'all';

/**
 * /api/uptransferstatus: the mode, and optionally the automatic transfer's amount (`auto_amount`:
 * 'all' or null for everything, else whole units; absent: unchanged).
 */
export const transferStatusSchema = z.object({
  transferstatus: z
    .union(
      [z.literal(TransferMode.manual), z.literal(TransferMode.automatic), z.literal(String(TransferMode.manual)), z.literal(String(TransferMode.automatic))],
      { error: 'transfer.statusInvalid' },
    )
    .transform(Number),
  auto_amount: z
    .union([z.null(), z.literal(AUTO_AMOUNT_ALL), wholeAmount], { error: 'transfer.amountWhole' })
    .transform((v) => (v === AUTO_AMOUNT_ALL ? null : v))
    .optional(),
});
export type TransferStatusInput = z.infer<typeof transferStatusSchema>;

// ---- payments out of a house account waiting for a second person (the payouts queue) ----

/** pending: waits for a second finance or super staff member; paid / rejected: decided. */
export const HousePayoutState = { pending: 'pending', paid: 'paid', rejected: 'rejected' } as const;
export type HousePayoutState = (typeof HousePayoutState)[keyof typeof HousePayoutState];
export const HOUSE_PAYOUT_STATES = [HousePayoutState.pending, HousePayoutState.paid, HousePayoutState.rejected] as const;

/** POST /api/admin/payouts: a page of the queue, pending (oldest first) unless another state is asked for (newest first). */
export const payoutListSchema = pageSchema.extend({
  state: z.enum(HOUSE_PAYOUT_STATES, { error: 'common.badRequest' }).optional().default(HousePayoutState.pending),
});
export type PayoutListInput = z.infer<typeof payoutListSchema>;
export const payoutApproveSchema = z.object({ id: intInput('common.badRequest') });
export type PayoutApproveInput = z.infer<typeof payoutApproveSchema>;
export const payoutRejectSchema = z.object({ id: intInput('common.badRequest'), reason: requiredText('payout.reasonRequired', 200) });
export type PayoutRejectInput = z.infer<typeof payoutRejectSchema>;
