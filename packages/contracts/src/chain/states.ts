// USDT deposits confirmed on chain: the states an observed transfer goes through.

/**
 * An observed token transfer to a member's deposit address (chain_transfers.state):
 * pending until final (confirmations reached), then credited once; orphaned when a reorganisation
 * replaced its block (never credited); ignored with its reason (another token, zero value, failed,
 * rejected by staff); held for staff (below the minimum, above the review threshold, over a
 * deposit limit) until approved (credited) or rejected (ignored).
 */
export const ChainTransferState = {
  pending: 'pending',
  credited: 'credited',
  orphaned: 'orphaned',
  ignored: 'ignored',
  held: 'held',
} as const;
export type ChainTransferState = (typeof ChainTransferState)[keyof typeof ChainTransferState];

/**
 * A USDT withdrawal's payout as the chain shows it (withdrawals.payout_state), once finance
 * recorded its tx hash: pending until the watcher finds the transaction final, then verified (a
 * transfer of the configured token from the hot wallet to the member's bound address of exactly
 * the payout) or flagged with what differs.
 */
export const ChainPayoutState = { pending: 'pending', verified: 'verified', flagged: 'flagged' } as const;
export type ChainPayoutState = (typeof ChainPayoutState)[keyof typeof ChainPayoutState];
