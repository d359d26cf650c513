// The chart of accounts: every account money can be in, and every kind of movement. Member
// accounts are one central wallet per member and one mirror per member and game platform; the
// house accounts are where member money comes from and goes to outside the member wallets.

/** The house accounts (one row each in `accounts`, kind 'house'). */
export const HOUSE = {
  /** Approved deposits: money members paid in. */
  deposits: 'house:deposits',
  /** Withdrawals submitted and not yet decided: held out of the member's wallet. */
  withdrawalsInFlight: 'house:withdrawals-in-flight',
  /** Withdrawals approved and paid out. */
  withdrawalsPaid: 'house:withdrawals-paid',
  /** Promotion bonuses granted. */
  promotions: 'house:promotions',
  /** Rebates members collected. */
  rebates: 'house:rebates',
  /** Red packets members drew. */
  redPackets: 'house:red-packets',
  /** Back-office adjustments (credits and debits by an operator) and seeded opening balances. */
  adjustments: 'house:adjustments',
  /** Game results: what members won (debit) or lost (credit) at the platforms. */
  gameResults: 'house:game-results',
  /** Seamless-wallet providers' games: members' stakes in (a bet), their wins out (providers/seamless). */
  seamlessGames: 'house:seamless-games',
} as const;

export type HouseAccount = (typeof HOUSE)[keyof typeof HOUSE];

/**
 * What a journal transaction records (journal_transactions.kind): every kind the ledger knows, as a
 * list a test can walk (payout-rules.ts gives each its rule; a kind without one cannot be posted).
 */
export const POSTING_KINDS = [
  'deposit.approve',
  'withdrawal.hold',
  'withdrawal.capture',
  'withdrawal.release',
  'rebate.collect',
  'redpacket.draw',
  'promotion.bonus',
  'admin.adjust',
  'seed.credit',
  'transfer.in',
  'transfer.out',
  'transfer.reversal',
  'game.result',
  'seamless.bet',
  'seamless.win',
  'seamless.rollback',
] as const;

export type PostingKind = (typeof POSTING_KINDS)[number];

export const centralCode = (userId: number) => `member:${userId}:central`;
export const platformCode = (userId: number, platname: string) => `member:${userId}:platform:${platname}`;

/** The same two codes spelled in SQL, of a member id expression (`u.id`, `$1::int`) and a platform name expression. */
export const centralCodeSql = (userIdSql: string) => `'member:' || ${userIdSql} || ':central'`;
export const platformCodeSql = (userIdSql: string, platnameSql: string) => `'member:' || ${userIdSql} || ':platform:' || ${platnameSql}`;
