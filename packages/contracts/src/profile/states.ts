// The states this domain stores, by name (no zod here: the apps' first pages import them).

/** users.transfer_status, the member's transferstatus (spec §2.5, §4): 0 manual transfers, 1 automatic (a game's launch brings every platform's money into it). */
export const TransferMode = { manual: 0, automatic: 1 } as const;
export type TransferMode = (typeof TransferMode)[keyof typeof TransferMode];
