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
