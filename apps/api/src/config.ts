import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const onOff = z.enum(['on', 'off']);
const int = (def: number) => z.coerce.number().int().positive().default(def);
/** An amount of money (a plain decimal string, at most 2 decimals), kept as that string. */
const money = (def: string) =>
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { message: 'must be an amount such as 1000 or 1000.50' })
    .default(def);

/**
 * STAFF_TOTP_KEY: 32 bytes, written as 64 hex characters or as base64 (`openssl rand -hex 32`).
 * Null when it is neither.
 */
function totpKeyBytes(text: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : null;
  return bytes?.length === 32 ? bytes : null;
}

// Every environment variable the API reads, each written once: its rule and default here, its
// place in Config in the transform. Nothing else reads process.env.
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
    EMBEDDED_PG_PORT: int(54329),
    WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
    SHUTDOWN_TIMEOUT_SECONDS: int(10),
    JWT_SECRET: z.string().min(32).optional(),
    SEAMLESS_WALLET_PRIVATE_KEY: z.string().min(1).optional(),
    TOKEN_TTL_SECONDS: int(24 * 3600),
    STAFF_TOKEN_TTL_SECONDS: int(8 * 3600),
    // Unset: on in production (super admins and finance must enrol a TOTP), off elsewhere.
    STAFF_TOTP_REQUIRED: onOff.optional(),
    STAFF_TOTP_KEY: z
      .string()
      .refine((v) => totpKeyBytes(v) !== null, { message: 'STAFF_TOTP_KEY must be 32 bytes: 64 hex characters or base64 (openssl rand -hex 32)' })
      .optional(),
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
    ADMIN_NAME: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    CAPTCHA_MODE: onOff.default('on'),
    RATE_LIMIT_MODE: onOff.default('on'),
    RATE_LIMIT_WINDOW_SECONDS: int(15 * 60),
    RATE_LIMIT_LOGIN_PER_IP: int(30),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: int(10),
    RATE_LIMIT_LOGIN_ACCOUNT_CAPTCHA: int(10),
    RATE_LIMIT_REGISTER_PER_IP: int(10),
    RATE_LIMIT_CODE_PER_IP: int(10),
    RATE_LIMIT_CAPTCHA_PER_IP: int(60),
    RATE_LIMIT_TRANSFER_FAILURES_PER_MEMBER: int(30),
    RATE_LIMIT_AVATAR_PER_MEMBER: int(10),
    PASSWORD_CHECKS_PER_MEMBER: int(5),
    MONEY_LOCK_SECONDS: int(30 * 60),
    DEPOSIT_OPEN_ORDERS: int(3),
    CODE_RESEND_SECONDS: int(60),
    CODE_TTL_SECONDS: int(600),
    CODE_DAILY_LIMIT: int(10),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().positive().default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_FROM: z.string().default('portal@localhost'),
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: z.string().default('loopback'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_LOG: onOff.default('off'),
    WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    ADMIN_DIST: z.string().default(path.join(REPO_ROOT, 'apps/admin/dist')),
    PLATFORM_TIMEOUT_MS: int(10_000),
    JOBS_MODE: onOff.default('on'),
    BET_SYNC_CRON: z.string().default('*/15 * * * * *'),
    TRANSFER_REPAIR_CRON: z.string().default('30 * * * * *'),
    DEPOSIT_EXPIRY_CRON: z.string().default('15 * * * * *'),
    TRANSFER_REPAIR_AFTER_SECONDS: int(60),
    CLEANUP_CRON: z.string().default('0 */10 * * * *'),
    VIP_DAILY_CRON: z.string().default('0 5 0 * * *'),
    REPORT_SUMMARY_CRON: z.string().default('0 20 0 * * *'),
    IDEMPOTENCY_KEEP_HOURS: int(24),
    // The lottery (providers/lottery): a draw of each game every LOTTERY_DRAW_SECONDS (300 in
    // production, 60 otherwise so a demonstration sees results), betting closing
    // LOTTERY_CLOSE_SECONDS before it (30; 10 outside production); LOTTERY_DRAW_CRON runs the job
    // that makes the coming draws and draws the due ones.
    LOTTERY_DRAW_SECONDS: z.coerce.number().int().min(2).max(86_400).optional(),
    LOTTERY_CLOSE_SECONDS: z.coerce.number().int().min(1).max(3_600).optional(),
    LOTTERY_DRAW_CRON: z.string().default('* * * * * *'),
    ADJUST_REVIEW_ABOVE: money('1000'),
    ADJUST_MAX: money('1000000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    // Money out of the house accounts (modules/wallet/payout-rules.ts): each kind's cap, and its own
    // second-person threshold where ADJUST_REVIEW_ABOVE is not the right one.
    PROMOTION_BONUS_MAX: money('10000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    REDPACKET_PRIZE_MAX: money('1000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    REDPACKET_DAY_MAX: money('3000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    REBATE_COLLECT_MAX: money('100000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    REBATE_REVIEW_ABOVE: money('5000'),
    DEPOSIT_MAX: money('5000000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    DEPOSIT_REVIEW_ABOVE: money('50000'),
    IDEMPOTENCY_LEASE_SECONDS: int(60),
    AGENT_SITE_URL: z.string().url().optional(),
    METRICS_TOKEN: z.string().min(16, { message: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // USDT deposits confirmed on chain (modules/chain): watch-only account xpubs, the ERC20 node and token.
    USDT_ERC20_XPUB: z.string().optional(),
    USDT_TRC20_XPUB: z.string().optional(),
    USDT_ERC20_RPC_URL: z.string().url().optional(),
    USDT_ERC20_CONTRACT: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'USDT_ERC20_CONTRACT must be a 0x-prefixed 20-byte address' })
      .default('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
    USDT_ERC20_CONFIRMATIONS: int(12),
    USDT_ERC20_CHUNK_BLOCKS: int(500),
    USDT_ERC20_START_BLOCK: z.coerce.number().int().min(0).optional(),
    // The TRC20 side: a TronGrid-compatible API (TronGrid's own needs USDT_TRC20_API_KEY) and the token.
    USDT_TRC20_API_URL: z.string().url().optional(),
    USDT_TRC20_API_KEY: z.string().optional(),
    USDT_TRC20_CONTRACT: z
      .string()
      .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, { message: 'USDT_TRC20_CONTRACT must be a TRON address (T…)' })
      .default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
    USDT_TRC20_START_BLOCK: z.coerce.number().int().min(0).optional(),
    // The hot wallets USDT payouts are sent from (verified on chain; unset: any sender is accepted).
    USDT_ERC20_PAYOUT_FROM: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'USDT_ERC20_PAYOUT_FROM must be a 0x-prefixed 20-byte address' })
      .optional(),
    USDT_TRC20_PAYOUT_FROM: z
      .string()
      .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, { message: 'USDT_TRC20_PAYOUT_FROM must be a TRON address (T…)' })
      .optional(),
    CHAIN_WATCH_CRON: z.string().default('*/15 * * * * *'),
    USDT_MIN_DEPOSIT: money('1'),
    USDT_REVIEW_ABOVE: z
      .string()
      .regex(/^\d+(\.\d{1,6})?$/, { message: 'USDT_REVIEW_ABOVE must be a plain decimal amount' })
      .optional(),
    // The sportsbook (providers/sportsbook, docs/sportsbook.md): where its odds come from and its limits.
    SPORTS_FEED: z.enum(['feed', 'demo', 'off']).optional(),
    SPORTS_FEED_URL: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), { message: 'SPORTS_FEED_URL must be an http:// or https:// address' })
      .optional(),
    SPORTS_FEED_KEY: z.string().optional(),
    SPORTS_FEED_SPORTS: z.string().default(''),
    SPORTS_FEED_STALE_SECONDS: int(120),
    SPORTS_FEED_CRON: z.string().default('*/30 * * * * *'),
    SPORTS_BOOK_CRON: z.string().default('10 * * * * *'),
    SPORTS_POSTPONE_HOURS: int(48),
    SPORTS_MAX_PAYOUT: money('500000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    /** Tests only (NODE_ENV=test): how many milliseconds a reality-check minute lasts, so a browser test sees a 15-minute check in seconds. */
    REALITY_CHECK_TEST_MINUTE_MS: z.coerce.number().int().min(1).max(60_000).optional(),
    /** Net deposits (credited - paid withdrawals) of a rolling 30 days above which deposits wait for a staff review. */
    AFFORDABILITY_NET_DEPOSITS_30D: money('20000').refine((v) => /[1-9]/.test(v), { message: 'must be more than 0' }),
    PUBLIC_URL: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), { message: 'PUBLIC_URL must be an http:// or https:// address' })
      .optional(),
  })
  .superRefine((e, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) refuse('METRICS_PORT must differ from PORT');
    if (e.REALITY_CHECK_TEST_MINUTE_MS !== undefined && e.NODE_ENV !== 'test')
      refuse('REALITY_CHECK_TEST_MINUTE_MS is for tests only: it is refused unless NODE_ENV=test');
    const draw = e.LOTTERY_DRAW_SECONDS ?? (e.NODE_ENV === 'production' ? 300 : 60);
    const close = e.LOTTERY_CLOSE_SECONDS ?? (e.NODE_ENV === 'production' ? 30 : 10);
    if (86_400 % draw !== 0) refuse('LOTTERY_DRAW_SECONDS must divide a day (86400 seconds): 60, 120, 300, 600 ...');
    if (close >= draw) refuse('LOTTERY_CLOSE_SECONDS must be less than LOTTERY_DRAW_SECONDS');
    if (e.SPORTS_FEED === 'feed' && !e.SPORTS_FEED_URL) refuse('SPORTS_FEED=feed needs SPORTS_FEED_URL');
    if (e.BCRYPT_COST < 10 && e.NODE_ENV !== 'test') refuse('BCRYPT_COST below 10 is for tests only: it is refused unless NODE_ENV=test');
    if (e.NODE_ENV !== 'production') return;
    if (e.SPORTS_FEED === 'demo') refuse('SPORTS_FEED=demo (the demonstration feed) is refused when NODE_ENV=production');
    if (e.CAPTCHA_MODE === 'off') refuse('CAPTCHA_MODE=off is refused when NODE_ENV=production');
    if (e.RATE_LIMIT_MODE === 'off') refuse('RATE_LIMIT_MODE=off is refused when NODE_ENV=production');
    if (!e.JWT_SECRET) refuse('JWT_SECRET (at least 32 characters) is required when NODE_ENV=production');
    if (!e.DATABASE_URL) refuse('DATABASE_URL is required when NODE_ENV=production');
    if (!e.STAFF_TOTP_KEY) refuse('STAFF_TOTP_KEY (32 bytes: openssl rand -hex 32) is required when NODE_ENV=production');
    if (!e.SEAMLESS_WALLET_PRIVATE_KEY) refuse('SEAMLESS_WALLET_PRIVATE_KEY (an RSA private key, PEM) is required when NODE_ENV=production');
  })
  .transform((e) => {
    const production = e.NODE_ENV === 'production';
    return {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      /**
       * Connections of each process's main pool (the money's transactions and the jobs). A call that
       * waits for a member's or an account's lock holds its connection while it waits, so a pool
       * smaller than the calls in flight during a moment's hold-up makes every other call queue for
       * a connection behind them: 10 gave a provider's bets at 300/s a p99 of 70-100 ms, 30 under 50.
       */
      databasePoolSize: e.DATABASE_POOL_SIZE,
      dataDir: e.DATA_DIR,
      embeddedPgPort: e.EMBEDDED_PG_PORT,
      /**
       * The signing secret of tokens. Unset outside production: one random secret kept in the
       * database (server_secrets, see db/secrets.ts) and read once the database is open, so every
       * process over that database signs alike.
       */
      jwtSecret: e.JWT_SECRET as string | undefined,
      /** Worker processes `pnpm start` runs on the one port (node:cluster); 'auto' is one per core. */
      webConcurrency: e.WEB_CONCURRENCY === 'auto' ? os.availableParallelism() : e.WEB_CONCURRENCY,
      /** SIGTERM: how long in-flight requests and jobs may take before the process exits anyway. */
      shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
      tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
      /** Staff sessions live shorter than members' (8 hours: one shift) and end when the account is disabled. */
      staffTokenTtlSeconds: Math.min(e.STAFF_TOKEN_TTL_SECONDS, e.TOKEN_TTL_SECONDS),
      /** Super admins and finance staff must sign in with a TOTP code (they enrol on their first sign-in). */
      staffTotpRequired: (e.STAFF_TOTP_REQUIRED ?? (production ? 'on' : 'off')) === 'on',
      /**
       * AES-256 key sealing staff TOTP secrets in the database (STAFF_TOTP_KEY). Unset outside
       * production: derived from the resolved JWT secret (db/secrets.ts).
       */
      staffTotpKey: e.STAFF_TOTP_KEY ? totpKeyBytes(e.STAFF_TOTP_KEY) : null,
      /**
       * The portal's RSA private key (PEM) signing the seamless wallet API's replies. Unset outside
       * production: one generated key kept in the database and DATA_DIR (db/secrets.ts).
       */
      seamlessWalletKey: e.SEAMLESS_WALLET_PRIVATE_KEY?.replace(/\\n/g, '\n') as string | undefined,
      /** A session found live is trusted this long without a query (revocation by another process takes effect within it). */
      sessionCacheMs: e.SESSION_CACHE_MS,
      bcryptCost: e.BCRYPT_COST,
      /** The super admin the seed creates; in production only when both variables are set. */
      admin:
        e.ADMIN_NAME && e.ADMIN_PASSWORD
          ? { name: e.ADMIN_NAME, password: e.ADMIN_PASSWORD }
          : production
            ? null
            : { name: e.ADMIN_NAME ?? 'admin', password: e.ADMIN_PASSWORD ?? 'admin12345' },
      captchaEnabled: e.CAPTCHA_MODE === 'on',
      rateLimit: {
        enabled: e.RATE_LIMIT_MODE === 'on',
        windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
        loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
        /** Wrong passwords for one account from one IP before that IP is refused for it. */
        loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        /** Wrong passwords for one account from anywhere before its logins need a captcha (never a refusal). */
        loginAccountCaptcha: e.RATE_LIMIT_LOGIN_ACCOUNT_CAPTCHA,
        registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
        codePerIp: e.RATE_LIMIT_CODE_PER_IP,
        captchaPerIp: e.RATE_LIMIT_CAPTCHA_PER_IP,
        transferFailuresPerMember: e.RATE_LIMIT_TRANSFER_FAILURES_PER_MEMBER,
        avatarPerMember: e.RATE_LIMIT_AVATAR_PER_MEMBER,
      },
      /** Wrong current-password answers per member (in the rate-limit window) before checks stop and money movement locks. */
      passwordGuard: { limit: e.PASSWORD_CHECKS_PER_MEMBER, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS, lockSeconds: e.MONEY_LOCK_SECONDS },
      /** Pending, unexpired deposit orders one member may have at once (the finance queue is not theirs to flood). */
      depositOpenOrders: e.DEPOSIT_OPEN_ORDERS,
      codes: { resendSeconds: e.CODE_RESEND_SECONDS, ttlSeconds: e.CODE_TTL_SECONDS, dailyLimit: e.CODE_DAILY_LIMIT },
      smtp: e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS, from: e.SMTP_FROM } : null,
      corsOrigins: e.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      /** Express's trust proxy: 'false'/'true', a hop count, or addresses/subnets ('loopback', '10.0.0.0/8, ...'). */
      trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL as string,
      /** A "request completed" line per request at level info (ACCESS_LOG=on); off, only what goes wrong is logged. */
      accessLog: e.ACCESS_LOG === 'on',
      webDist: e.WEB_DIST,
      adminDist: e.ADMIN_DIST,
      platformTimeoutMs: e.PLATFORM_TIMEOUT_MS,
      jobs: {
        enabled: e.JOBS_MODE === 'on',
        betSyncCron: e.BET_SYNC_CRON,
        transferRepairCron: e.TRANSFER_REPAIR_CRON,
        depositExpiryCron: e.DEPOSIT_EXPIRY_CRON,
        transferRepairAfterSeconds: e.TRANSFER_REPAIR_AFTER_SECONDS,
        cleanupCron: e.CLEANUP_CRON,
        vipDailyCron: e.VIP_DAILY_CRON,
        reportSummaryCron: e.REPORT_SUMMARY_CRON,
        idempotencyKeepHours: e.IDEMPOTENCY_KEEP_HOURS,
        lotteryDrawCron: e.LOTTERY_DRAW_CRON,
      },
      /** The lottery's schedule: a draw of each game every `drawSeconds` (numbered per Beijing day), betting closing `closeSeconds` before it. */
      lottery: {
        drawSeconds: e.LOTTERY_DRAW_SECONDS ?? (production ? 300 : 60),
        closeSeconds: e.LOTTERY_CLOSE_SECONDS ?? (production ? 30 : 10),
      },
      /**
       * Back-office balance adjustments: above `reviewAbove` (either way) one is a request a
       * second staff member approves; none may exceed `max`. Decimal strings.
       */
      adjustments: { reviewAbove: e.ADJUST_REVIEW_ABOVE, max: e.ADJUST_MAX },
      /**
       * Money out of the house accounts into members' wallets (modules/wallet/payout-rules.ts): the
       * most one payment of a kind may be, and above what it needs a second finance or super staff
       * member. Decimal strings; the adjustments' pair is `adjustments` above.
       */
      payouts: {
        promotionBonusMax: e.PROMOTION_BONUS_MAX,
        redPacketPrizeMax: e.REDPACKET_PRIZE_MAX,
        /** What one member's red packets of a draw day may add up to, whatever the rule's percent and draws. */
        redPacketDayMax: e.REDPACKET_DAY_MAX,
        rebateCollectMax: e.REBATE_COLLECT_MAX,
        rebateReviewAbove: e.REBATE_REVIEW_ABOVE,
        depositMax: e.DEPOSIT_MAX,
        depositReviewAbove: e.DEPOSIT_REVIEW_ABOVE,
      },
      /** An Idempotency-Key still running after this long is taken for a dead process's and may be run again. */
      idempotencyLeaseSeconds: e.IDEMPOTENCY_LEASE_SECONDS,
      agentSiteUrl: e.AGENT_SITE_URL,
      /** How long a minute of the reality check's interval lasts (60 s; shorter only under NODE_ENV=test). */
      realityMinuteMs: e.REALITY_CHECK_TEST_MINUTE_MS ?? 60_000,
      /** Net deposits of a rolling 30 days above which no deposit is credited until staff review the member (docs/player-protection.md#affordability). */
      affordabilityNetDeposits30d: e.AFFORDABILITY_NET_DEPOSITS_30D,
      /**
       * /metrics (Prometheus): null = not served at all. A token = only with `Authorization: Bearer
       * <token>`; a port = only on that port (its own server), and with the token too when both are set.
       */
      metrics: e.METRICS_TOKEN || e.METRICS_PORT ? { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null } : null,
      /**
       * Where visitors reach the site (scheme, host, port; no trailing slash). Every public URL the
       * server writes (the app QR code) is built from it, never from a request's Host header; an
       * https one also turns on HSTS and upgrade-insecure-requests.
       */
      publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
      /**
       * USDT deposits confirmed on chain. A protocol with an xpub gives each member an address of
       * their own (watch-only, …/0/index); without one it keeps the shared address and manual
       * review. The ERC20 watcher runs when the xpub and the RPC URL are both set, the TRC20 watcher
       * when its xpub and USDT_TRC20_API_URL are.
       */
      chain: {
        watchCron: e.CHAIN_WATCH_CRON,
        /** Transfers below it (USDT) wait for staff instead of being credited. */
        minDeposit: e.USDT_MIN_DEPOSIT,
        /** Transfers above it (USDT) wait for staff; null: none. */
        reviewAbove: e.USDT_REVIEW_ABOVE ?? null,
        erc20: {
          xpub: e.USDT_ERC20_XPUB ?? null,
          rpcUrl: e.USDT_ERC20_RPC_URL ?? null,
          contract: e.USDT_ERC20_CONTRACT,
          confirmations: e.USDT_ERC20_CONFIRMATIONS,
          chunkBlocks: e.USDT_ERC20_CHUNK_BLOCKS,
          /** The first block read when the chain has no cursor yet; default the head at that moment. */
          startBlock: e.USDT_ERC20_START_BLOCK ?? null,
          payoutFrom: e.USDT_ERC20_PAYOUT_FROM ?? null,
        },
        trc20: {
          xpub: e.USDT_TRC20_XPUB ?? null,
          apiUrl: e.USDT_TRC20_API_URL ?? null,
          apiKey: e.USDT_TRC20_API_KEY ?? null,
          contract: e.USDT_TRC20_CONTRACT,
          startBlock: e.USDT_TRC20_START_BLOCK ?? null,
          payoutFrom: e.USDT_TRC20_PAYOUT_FROM ?? null,
        },
      },
      /**
       * The sportsbook. Its odds come from the desk always, and from one of: The Odds API v4's
       * shape at SPORTS_FEED_URL ('feed', the default when it is set), the demonstration feed
       * ('demo', the default outside production and tests when it is not; refused in production),
       * or nothing more ('off').
       */
      sports: {
        feed: e.SPORTS_FEED ?? (e.SPORTS_FEED_URL ? ('feed' as const) : e.NODE_ENV === 'development' ? ('demo' as const) : ('off' as const)),
        feedUrl: e.SPORTS_FEED_URL ?? null,
        feedKey: e.SPORTS_FEED_KEY ?? null,
        /** The feed's sport keys to poll (comma-separated); empty: every active one the book maps to its sports. */
        feedSports: e.SPORTS_FEED_SPORTS.split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        staleSeconds: e.SPORTS_FEED_STALE_SECONDS,
        feedCron: e.SPORTS_FEED_CRON,
        /** The book's own job: stale feeds suspended, postponed events voided, old quotes removed. */
        bookCron: e.SPORTS_BOOK_CRON,
        postponeHours: e.SPORTS_POSTPONE_HOURS,
        maxPayout: e.SPORTS_MAX_PAYOUT,
      },
    };
  });

export type LoadedConfig = z.output<typeof configSchema>;
/** The configuration a running server uses: its JWT secret resolved (db/secrets.ts). */
export type Config = LoadedConfig & { jwtSecret: string; staffTotpKey: Buffer; seamlessWalletKey: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  // An empty variable (e.g. `JWT_SECRET=` from a compose file) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message));
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}
