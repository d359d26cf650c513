import type { zh_CN } from './zh_CN';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

// The back office's texts in English: the same keys as zh_CN (the type makes a missing key a compile error).
export const en_US: Shape<typeof zh_CN> = {
  app: { title: 'Back Office', subtitle: 'Member wallet portal · administration' },
  nav: {
    main: 'Main navigation', overview: 'Overview', dashboard: 'Dashboard', queues: 'Review queues', deposits: 'Deposits', withdrawals: 'Withdrawals', applications: 'Promotion applications', agents: 'Agent applications', adjustments: 'Adjustments',
    people: 'Members', members: 'Members', configuration: 'Configuration', site: 'Site info', cashier: 'Cashier settings', vip: 'VIP levels', redpacket: 'Red packets', content: 'Content', messages: 'Messages', games: 'Game platforms',
    insight: 'Reports & operations', reports: 'Reports', operations: 'Operations', admin: 'System', staff: 'Staff', audit: 'Audit log',
  },
  roles: { super: 'Super admin', finance: 'Finance', operations: 'Operations', support: 'Support' },
  auth: { login: 'Staff sign in', name: 'Account', password: 'Password', captcha: 'Image code', refreshCaptcha: 'New image', totp: 'Authenticator code (6 digits)', submit: 'Sign in', logout: 'Sign out', tagline: 'Reviews, members, configuration, reports and audit in one place.' },
  common: {
    loading: 'Loading…', empty: 'Nothing here yet', failed: 'Failed', retry: 'Retry', network: 'Server error, please try again later', done: 'Done', ok: 'OK', language: 'Language',
    search: 'Search', reset: 'Reset', all: 'All', from: 'From', to: 'To', prev: 'Previous', next: 'Next', total: '{{count}} in total', selectAll: 'Select all',
    reason: 'Reason', cancel: 'Cancel', confirm: 'Confirm', save: 'Save', add: 'Add', edit: 'Edit', delete: 'Delete', confirmDelete: 'Delete this?', on: 'On', off: 'Off', time: 'Time',
  },
  states: { '1': 'Pending', '2': 'Approved', '3': 'Rejected' },
  transferStates: { '0': 'Failed', '1': 'Succeeded', '2': 'Pending' },
  payTypes: { bank: 'Bank card', wxpay: 'WeChat', alipay: 'Alipay', game: 'Game coins', usdt: 'USDT' },
  dashboard: { hello: 'Hello, {{name}}', role: 'Your role: {{role}}', pending: 'waiting', second: '{{count}} waiting for a second approval', nothing: 'Your role has no review queues.' },
  queues: {
    orderNo: 'Order no.', payType: 'Method', amount: 'Amount', realMoney: 'Credited', payer: 'Payer', createdAt: 'Submitted', expiresAt: 'Expires', state: 'State', reviewer: 'Reviewer', card: 'Card',
    deposit: 'Deposit', withdrawal: 'Withdrawal', approve: 'Approve', reject: 'Reject', bulkApprove: 'Approve selected', bulkReject: 'Reject selected', selected: '{{count}} selected', minAmount: 'Min amount', maxAmount: 'Max amount',
    recentDeposits: 'Recent deposits', recentWithdrawals: 'Recent withdrawals', cards: 'Bound cards', fee: 'Fee', fourEyes: 'Four eyes', fourEyesHint: 'Withdrawals above the review threshold need two approvals by different staff members.',
    awaitingSecond: 'Awaiting second approval (first: {{name}})', twoApprovals: 'Two approvals', firstApproval: 'First approval', secondApproval: 'Second approval', needsAnother: 'Another staff member must complete it', firstApprover: 'First approver',
    activity: 'Promotion', remark: 'Remark', applyInfo: 'Reason given',
  },
  adjustments: {
    title: 'Adjustments to approve', requestedBy: 'Requested by', requestedAt: 'Requested', member: 'Member', correction: 'Correction', correctionReason: 'Correction reason', memo: 'Memo', direction: 'Direction',
    own: 'You requested this: another staff member must decide it', confirmTitle: 'Approve this adjustment', confirmCredit: 'Approving credits {{amount}} to {{username}} at once; it cannot be undone.', confirmDebit: 'Approving debits {{amount}} from {{username}} at once; it cannot be undone.', turnoverNote: 'The credit adds to the member\'s withdrawal turnover requirement',
    correctionHint: 'Correction of a mistake: adds nothing to the withdrawal turnover; a reason is required', fourEyesHint: 'Adjustments above the configured amount post only after a second staff member approves them.',
  },
  members: {
    username: 'Username', realname: 'Real name', mobile: 'Phone', email: 'Email', balance: 'Central wallet', balances: 'Balances', paysum: 'Total deposits', totalgame: 'Total stakes', turnover: 'Turnover / required',
    agent: 'Agent', isAgent: 'Agent', frozen: 'Frozen', active: 'Active', lastLogin: 'Last sign-in', registered: 'Registered', profile: 'Profile', searchPh: 'Username, name, phone, email, id or agent', searchHint: 'Search for a member',
    freeze: 'Freeze', unfreeze: 'Unfreeze', resetPassword: 'Reset login password', newPassword: 'New password', passwordRule: '6-16 letters or digits', adjust: 'Manual adjustment', credit: 'Credit', debit: 'Debit',
    wallet: 'Wallet', kind: 'Kind', memo: 'Memo', platform: 'Platform', direction: 'Direction', game: 'Game', stake: 'Stake', validStake: 'Valid stake', winLoss: 'Win / loss', category: 'Category', rate: 'Rate', result: 'Result', cardNo: 'Card no.',
    dir: { in: 'To platform', out: 'From platform' },
    tabs: { ledger: 'Ledger', deposits: 'Deposits', withdrawals: 'Withdrawals', transfers: 'Transfers', bets: 'Bets', rebates: 'Rebates', redpackets: 'Red packets', messages: 'Messages', logins: 'Sign-ins', cards: 'Cards' },
  },
  site: { title: 'Site title', open: 'Site open', openHint: 'When closed, the public site shows the maintenance notice', repairTips: 'Maintenance notice', redpacket: 'Red packet switch' },
  cashier: {
    payWays: 'Pay ways', range: 'Channel', min: 'Min', max: 'Max', withdrawRules: 'Withdrawal rules', dailyCount: 'Per day', hours: 'Hours', turnoverMultiple: 'Turnover multiple',
    reviewThreshold: 'Review threshold', reviewThresholdHint: 'Withdrawals above this need two staff approvals', usdt: 'USDT', usdtrate: 'Deposit rate', withdrawusdtrate: 'Withdrawal rate', withdrawcashfee: 'Bank withdrawal fee', withdrawfeeusdttrc: 'TRC20 withdrawal fee',
    banks: 'Banks', banksHint: 'One bank name a line', receiving: 'Receiving accounts',
    ways: { card: 'Bank card', wechat: 'WeChat', alipay: 'Alipay', game: 'Game coins', usdt: 'USDT' },
    ranges: { bank: 'Bank card', wechat: 'WeChat', alipay: 'Alipay', game: 'Game coins', 'usdt-erc20': 'USDT-ERC20', 'usdt-trc20': 'USDT-TRC20' },
    acct: { bank_name: 'Bank', bank_no: 'Account no.', bank_owner: 'Holder', bank_address: 'Branch' },
  },
  vip: { categories: { realperson: 'Live', electron: 'Slots', joker: 'Cards', sport: 'Sports', lottery: 'Lottery', e_sport: 'E-sports' }, hint: 'Promotion needs both total deposits and turnover; retention uses the last 90 days of turnover.', level: 'Level', recharge: 'Deposits', flow: 'Turnover', keep_flow: 'Retention turnover (90 days)', rate: '{{category}} rebate %' },
  redpacket: {
    windows: 'Daily windows (Beijing time)', drawWindow: 'Draw window', countWindow: 'Deposit counting window', countHint: 'A start after the end starts the day before', rules: 'Rules', activityTime: 'Activity time', range: 'Deposit range', percent: 'Percent', draws: 'Draws',
    fields: { start_time: 'Start', end_time: 'End', day_flow: 'Deposit from', flow_money: 'Deposit to', money: 'Money %', recharge: 'Draws' },
  },
  content: {
    kinds: { notices: 'Notices', banners: 'Banners', activities: 'Promotions' }, new: { notices: 'New notice', banners: 'New banner', activities: 'New promotion' },
    titleField: 'Title', languages: 'Languages', isHome: 'Home page marquee', home: 'Home', sort: 'Order', published: 'Published', hidden: 'Hidden', preview: 'Preview',
    fallbackHint: 'Empty fields fall back to simplified Chinese.', fields: { title: 'Title', content: 'Content', memo: 'Note', image: 'Image URL', link: 'Link', type: 'Placement type', type_id: 'Promotion type id', banner: 'Promotion image' },
  },
  messages: { toOne: 'To one member', toAll: 'To every member', send: 'Send', confirmAll: 'Send this to every member?' },
  games: { adapter: 'Adapter', count: 'Games', enabled: 'Enabled', disabled: 'Disabled', enable: 'Enable', disable: 'Disable' },
  reports: {
    hint: 'By Beijing calendar day; money figures come from the ledger.', csv: 'Export CSV', day: 'Day', lastDays: 'Last {{count}} days', views: { daily: 'Daily', platforms: 'By platform', agents: 'By agent' },
    deposits: 'Deposits', withdrawals: 'Withdrawals', net_cash: 'Net cash', stakes: 'Stakes', payouts: 'Payouts', ggr: 'GGR', rebates: 'Rebates', redpackets: 'Red packets', promotions: 'Promotions', adjustments: 'Adjustments',
    new_members: 'New members', active_members: 'Active members', bets: 'Bets', players: 'Players', members: 'Members', noAgent: '(no agent)',
  },
  ops: {
    ledger: 'Ledger check', runCheck: 'Check now', ledgerHint: 'Every journal transaction balances, every balance equals its entries, no negative member balance.', ledgerOk: 'The ledger is consistent', breaches: '{{count}} breaches found',
    jobs: 'Scheduled jobs', job: 'Job', lastRun: 'Last run', result: 'Result', running: 'Running', runNow: 'Run now', transfers: 'Pending transfers', attempts: 'Attempts', repair: 'Repair',
  },
  staff: { create: 'New staff member', role: 'Role', disabled: 'Disabled', enabled: 'Active', sessions: 'Live sessions', enable: 'Enable', disable: 'Disable', resetPassword: 'Reset password', revoke: 'End sessions', resetTotp: 'Reset TOTP', passwordRule: '8-64 characters with a letter and a digit' },
  audit: {
    hint: 'Rows are append-only and each is chained to the previous one by its hash.', verify: 'Verify the chain', chainOk: 'The chain is intact ({{count}} rows checked)', chainBroken: 'The chain breaks at row {{id}} ({{count}} rows checked)',
    actor: 'Staff', action: 'Action', target: 'Target', before: 'Before', after: 'After', detail: 'Detail',
  },
  security: {
    title: 'Security', hint: 'Turn on a TOTP second factor for your account.', mustEnrol: 'Your role must set up two-factor sign-in before using the back office.', start: 'Set up',
    scan: 'Scan this QR code with your authenticator app (or type the secret in by hand), then enter the 6-digit code it shows.', qrAlt: 'QR code for your authenticator app', secret: 'Secret',
    newCode: 'Code from the app', confirm: 'Turn on', confirmReplace: 'Switch to the new authenticator', disable: 'Turn off two-factor sign-in',
    currentHint: 'To replace your authenticator or turn two-factor sign-in off, enter the code your current app shows now.', currentCode: 'Current code', replace: 'Replace authenticator',
    sessions: 'Sessions', sessionsHint: 'Signed in on another device, or left a session open somewhere? End every session of your account except this one.', endOthers: 'Sign out everywhere else',
  },
};
