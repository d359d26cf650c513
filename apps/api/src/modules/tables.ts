// Who owns each table of prisma/schema.prisma (docs/architecture.md#data-rules). A table's owner
// is the only code that writes it and the one place its SQL lives (modules/<m>/store.ts or
// store/*.ts); another module reads it through the functions the owner exports (passed in its
// deps). What this map allows besides is said row by row, with the reason:
//  - `readers`: a unit that reads the table in its own statements (a report's read model, a
//    statement of the money path that must stay one statement, the names shown on a page);
//  - `writers`: a unit that writes it too, only the columns listed (UPDATE ... SET those) when
//    `columns` is given, or its own rows when not.
// A unit is a module (its folder under modules/), `core` (the code below modules/: the audit log,
// sessions, rate limits, idempotency, jobs, metrics), `providers` (the platforms' catalogue),
// `providers/builtin` (the built-in game platform), `providers/sportsbook` (the sportsbook) or
// `providers/lottery` (the lottery) or `providers/seamless` (the seamless wallet API). The seed (db/seed.ts) builds the demo database
// before the portal runs and is not held to it. test/table-ownership.test.ts reads every
// statement of apps/api/src and fails on a write or a read this map does not allow.
// Sorted by table.

export interface TableRule {
  owner: string;
  /** Other units that read the table in their own statements, and why each does. */
  readers?: Record<string, string>;
  /** Other units that write the table: only `columns` (an UPDATE of those) when given, else rows of their own; and why. */
  writers?: Record<string, { why: string; columns?: readonly string[] }>;
}

const NAMES = 'the names on its pages (member, staff): joined to its own rows';

export const TABLES: Record<string, TableRule> = {
  accounts: {
    owner: 'wallet',
    readers: {
      members: "the member list's balance and the member page's accounts and ledger lines",
      reports: 'read model: the house accounts and the members’ postings per day',
    },
  },
  activities: { owner: 'content' },
  activity_applies: {
    owner: 'content',
    readers: {
      cashier: "the turnover rule's one statement adds the approved promotion bonuses' turnover (cashier/store/turnover.ts)",
    },
  },
  activity_types: { owner: 'content' },
  admins: {
    owner: 'staff',
    readers: {
      agents: NAMES,
      cashier: NAMES,
      chain: "the 'chain' account (the reviewer of what the chain confirms) by name",
      content: "the name of the staff member who set a promotion's money",
      core: 'staff sessions and the audit log (the actor and its role)',
      feedback: NAMES,
      operations: NAMES,
      'providers/sportsbook': "a re-settlement's four eyes: the asking and the approving staff member's role",
      responsible: 'the affordability review queue: who decided each review',
      wallet: 'the payout rule judges a payment by the role of the staff it names, read in the paying transaction; ' + NAMES,
    },
    writers: { core: { why: 'at startup the TOTP vault seals the secrets still stored in plain text (security/totp-vault.ts)' } },
  },
  agent_applications: { owner: 'agents' },
  app_info: {
    owner: 'site',
    writers: {
      cashier: {
        why: 'the cashier settings screen edits the USDT rates and fees, kept on app_info where /api/user reads them',
        columns: ['usdt_rate', 'withdraw_usdt_rate', 'withdraw_cash_fee', 'withdraw_fee_usdt_trc', 'updated_at'],
      },
    },
  },
  audit_chain_head: { owner: 'core' },
  audit_logs: { owner: 'core', readers: { staff: "the back office's audit log page and its verification" } },
  balance_adjustments: { owner: 'wallet' },
  banners: { owner: 'content' },
  bet_records: {
    owner: 'records',
    readers: {
      members: "the member page's latest bets",
      reports: 'read model: the bets per day, platform and agent',
    },
  },
  bound_cards: {
    owner: 'cashier',
    readers: { responsible: "no second account: a blocked member's cards and addresses (one indexed statement), the linked accounts" },
  },
  builtin_bets: {
    owner: 'providers/builtin',
    readers: { responsible: "loss limits count the built-in platform's rounds at once, from its books (one statement with the bet records')" },
  },
  builtin_wallet_ops: {
    owner: 'providers/builtin',
    writers: {
      'providers/lottery': {
        why: "the lottery's venue wallets are the built-in platforms' wallets: its stakes, payouts and refunds are their operations",
      },
      'providers/sportsbook': {
        why: "the sportsbook's venue wallets are the built-in platforms' wallets: its stakes, payouts and cash-outs are their operations",
      },
    },
  },
  builtin_wallets: {
    owner: 'providers/builtin',
    readers: {
      responsible:
        "the member's player wallet at the built-in platforms, to find their rounds, sports and lottery bets (with builtin_bets, sports_bets, lottery_bets)",
    },
    writers: {
      'providers/lottery': {
        why: "a slip's stakes, a draw's payouts and a cancelled draw's refunds move the venue wallets' balances, in the slip's or the draw's transaction",
        columns: ['balance'],
      },
      'providers/sportsbook': { why: "a bet's stake and a settlement's payout move the venue wallet's balance, in the bet's transaction" },
    },
  },
  captchas: { owner: 'core', writers: { housekeeping: { why: 'the cleanup job deletes expired rows' } } },
  cashier_settings: { owner: 'cashier' },
  chain_cursors: { owner: 'chain', readers: { core: 'metrics: the watchers’ progress' } },
  chain_transfers: { owner: 'chain', readers: { core: 'metrics: the transfers held for staff' } },
  deposits: {
    owner: 'cashier',
    readers: {
      agents: "the agent's page: their referrals' approved deposits",
      content: "a promotion application's qualifying deposit",
      core: 'metrics: the pending deposits',
      records: "the member's financial record: deposits, withdrawals and transfers in one page",
    },
  },
  feedback_images: { owner: 'feedback' },
  feedbacks: { owner: 'feedback' },
  games: { owner: 'games', readers: { 'providers/builtin': "the built-in platform's game list" } },
  house_payouts: { owner: 'wallet' },
  idempotent_requests: { owner: 'core', writers: { housekeeping: { why: 'the cleanup job deletes expired rows' } } },
  job_runs: { owner: 'core', readers: { operations: "the back office's jobs page" } },
  journal_entries: {
    owner: 'wallet',
    readers: {
      members: "the member page's ledger lines",
      reports: 'read model: the postings per day',
    },
  },
  journal_transactions: {
    owner: 'wallet',
    readers: {
      core: 'metrics: the postings by kind',
      members: "the member page's ledger lines",
      reports: 'read model: the postings per day and kind',
    },
  },
  ledger_checked_sums: { owner: 'wallet' },
  lottery_bets: {
    owner: 'providers/lottery',
    readers: { responsible: "loss limits count the member's lottery bets at once, from the lottery's books (an open bet at its whole stake)" },
  },
  lottery_chains: { owner: 'providers/lottery' },
  lottery_draws: { owner: 'providers/lottery' },
  lottery_games: { owner: 'providers/lottery' },
  lottery_slips: { owner: 'providers/lottery' },
  member_deposit_addresses: { owner: 'chain' },
  member_logins: { owner: 'auth', readers: { members: "the member page's logins" } },
  member_messages: { owner: 'inbox', readers: { members: "the member page's messages" } },
  notices: { owner: 'content' },
  outbound_messages: { owner: 'verification' },
  pay_channel_images: { owner: 'cashier' },
  pay_channels: { owner: 'cashier' },
  platform_players: {
    owner: 'wallet',
    readers: {
      records: 'the bet sync finds the member of each player name, and the members whose stored bets wait for a reconcile (its own columns)',
      responsible: "a built-in round's one statement finds the member of the player (the bet's hot path)",
    },
    writers: {
      records: {
        why: 'the bet sync counts the bets it stored for each member and the ones a reconcile covered, in the transaction that stores them',
        columns: ['bets_synced', 'bets_reconciled'],
      },
    },
  },
  platforms: {
    owner: 'games',
    readers: {
      providers: 'the enabled platforms and their adapters (providers/platforms.ts)',
      'providers/builtin': "the built-in platform's own rows",
      'providers/lottery': "the venue's name on the lottery's page",
      rebates: "the names of the platforms the member's rebates came from",
      records: "the bet records' loss leaves out the platforms whose books player protection reads at once (betReads)",
      responsible: "the built-in platform's brand, to find the member's rounds in its books",
      wallet: "the member's game wallets are the platform accounts of the platforms there are (walletReads.inGamesSql)",
    },
    writers: {
      'providers/seamless': {
        why: "the back office's seamless settings: a platform's wallet mode, provider public key and launch template (audited)",
        columns: ['wallet_mode', 'provider_public_key', 'launch_template'],
      },
    },
  },
  rate_limit_hits: {
    owner: 'core',
    readers: { wallet: "a transfer reads the money lock's and the failed-transfer limit's hits with the member's row (the hot path's one statement)" },
    writers: {
      auth: { why: 'login and registration limits' },
      housekeeping: { why: 'the cleanup job deletes expired rows' },
      staff: { why: 'staff login limits' },
    },
  },
  rebates: { owner: 'rebates', readers: { members: "the member page's rebates" } },
  red_packet_draws: { owner: 'redpacket', readers: { members: "the member page's red packets" } },
  red_packet_rules: { owner: 'redpacket' },
  red_packet_settings: { owner: 'redpacket' },
  report_day_platforms: { owner: 'reports' },
  report_days: { owner: 'reports' },
  report_marks: { owner: 'reports' },
  report_player_days: { owner: 'reports' },
  responsible_affordability_reviews: { owner: 'responsible' },
  responsible_blocks: { owner: 'responsible' },
  responsible_limit_offers: { owner: 'responsible' },
  responsible_limits: { owner: 'responsible' },
  responsible_play_marks: { owner: 'responsible' },
  responsible_reality: { owner: 'responsible' },
  responsible_refusals: { owner: 'responsible' },
  seamless_rounds: {
    owner: 'providers/seamless',
    readers: { responsible: "loss limits count the member's seamless rounds at once (stakes less wins), before the bet sync makes them records" },
  },
  seamless_sessions: { owner: 'providers/seamless' },
  seamless_transactions: { owner: 'providers/seamless' },
  server_secrets: { owner: 'core' },
  sessions: {
    owner: 'core',
    readers: {
      responsible: "the reality check's clock starts at the session's login",
      staff: "the staff list's live sessions of each account",
      wallet: "the game page's wallet acts only for a launch whose session is still live",
      'providers/seamless': 'a provider session lives no longer than the portal session its launch came from (a bet needs both live)',
    },
  },
  sports_bet_legs: { owner: 'providers/sportsbook' },
  sports_bets: {
    owner: 'providers/sportsbook',
    readers: { responsible: "loss limits count the member's sports bets at once, from the book (an open bet at its whole stake)" },
  },
  sports_cashout_quotes: { owner: 'providers/sportsbook' },
  sports_debts: { owner: 'providers/sportsbook' },
  sports_events: { owner: 'providers/sportsbook' },
  sports_markets: { owner: 'providers/sportsbook' },
  sports_outcomes: { owner: 'providers/sportsbook' },
  sports_resettles: { owner: 'providers/sportsbook' },
  sports_settings: { owner: 'providers/sportsbook' },
  sports_settlements: { owner: 'providers/sportsbook' },
  sync_cursors: { owner: 'records' },
  transfers: {
    owner: 'wallet',
    readers: {
      core: 'metrics: the pending transfers',
      members: "the member page's transfers",
      operations: "the back office's pending transfers and their repair",
      records: "the member's financial record: deposits, withdrawals and transfers in one page",
    },
  },
  uploads: { owner: 'profile', readers: { site: 'serves the uploaded files' } },
  users: {
    owner: 'members',
    readers: {
      agents: "the agent's page: their referrals; " + NAMES,
      auth: 'login and registration find the member',
      cashier:
        "the member's row lock (deposits, withdrawals and cards of one member take turns), the withdrawal password's hash, the figures next to the member's money; " +
        NAMES,
      chain: NAMES,
      content: "the member's row lock of an application's review; " + NAMES,
      core: 'sessions and the password guards read the member they are about',
      feedback: NAMES,
      games: "the member's transfer mode at a game launch",
      inbox: "a send's recipient by name, a broadcast's audience",
      operations: NAMES,
      profile: "the member's own details",
      reports: 'read model: new members and agents per day',
      responsible:
        "the member's row lock (limits, blocks and deposits of one member take turns), the login password's hash, the harm report's names; no second account: a blocked member's phone and email, the linked accounts",
      vip: "the member's level, paysum, turnover and age: what promotion and retention decide on, the row locked",
      wallet: "a transfer's one statement reads the member's row (mode, freeze, player name); the member by name for an adjustment; " + NAMES,
      'providers/seamless': "the member's row lock of a provider's wallet call (freeze, player name), the member of a launch by player name; " + NAMES,
    },
    writers: {
      agents: { why: 'an approved application makes the member an agent', columns: ['is_agent'] },
      auth: { why: 'registration writes the member; login records its time' },
      cashier: { why: 'an approved deposit raises paysum (what VIP promotion reads), in the approval', columns: ['paysum'] },
      core: { why: 'a password reset by code sets the login or the withdrawal password (security/contact-cooldown.ts)' },
      profile: { why: "the member's own details, passwords and avatar" },
      records: { why: "the bet sync adds a settled bet's valid stake to totalgame (the turnover VIP promotion reads), with the bet", columns: ['totalgame'] },
      vip: { why: "a promotion or a demotion changes the member's level, with its vip_changes row", columns: ['vip_level'] },
      wallet: {
        why: "the member's transfer mode (manual or automatic) and the automatic transfer's amount, which the wallet's transfers obey",
        columns: ['transfer_status', 'auto_transfer_amount', 'updated_at'],
      },
    },
  },
  verification_codes: { owner: 'verification', writers: { housekeeping: { why: 'the cleanup job deletes expired rows' } } },
  verify_checkpoints: {
    owner: 'core',
    writers: { wallet: { why: "the ledger check keeps its checkpoint in its own row (name 'ledger'), as the audit log's verification does" } },
  },
  vip_changes: { owner: 'vip' },
  vip_levels: { owner: 'vip', readers: { content: "a promotion's VIP levels" } },
  withdrawals: {
    owner: 'cashier',
    readers: {
      core: 'metrics: the pending withdrawals',
      records: "the member's financial record: deposits, withdrawals and transfers in one page",
      reports: 'read model: the withdrawals per day',
    },
  },
};
