// Business constants of spec §9 (one place for both apps).
export const BALANCE_REFRESH_MS = 430_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOAST_MS = 2_500;
export const PAGE_SIZE = 10;
export const VIP_LEVELS = 10;
export const WITHDRAW_MIN = 100;
export const DEPOSIT_RANGE_DEFAULT = { min: 100, max: 10_000 } as const;
export const MAX_BOUND_CARDS = 5;
export const MAX_USDT_ADDRESSES = 5;

export const FIELD_MAX = {
  name: 32,
  password: 32,
  loginCode: 4,
  registerCode: 6,
} as const;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/gif'] as const;

/** idempotent_requests.status: pending while the first request runs, done once its reply is stored. */
export const IdempotentRequestStatus = { pending: 'pending', done: 'done' } as const;
export type IdempotentRequestStatus = (typeof IdempotentRequestStatus)[keyof typeof IdempotentRequestStatus];

export const CAPTCHA_SCENES = ['login', 'register', 'forgot'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];
