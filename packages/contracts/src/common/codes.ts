// Reply codes of the original server (spec §7, docs/compatibility.md#wire-conventions). Every reply is {code, message, data}.
export const ReplyCode = {
  ok: 200,
  nameTaken: 201,
  noSuchUser: 202,
  denied: 203,
  overBalance: 208,
  transferFailed: 209,
  transferPending: 210,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  inProgress: 409,
  tooManyRequests: 429,
  serverError: 500,
  /** The database cannot be reached right now (HTTP 503): nothing was written; the same request may be sent again. */
  serviceBusy: 503,
  validation: 1000,
} as const;
export type ReplyCode = (typeof ReplyCode)[keyof typeof ReplyCode];

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
