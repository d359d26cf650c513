import { ReplyCode, type MessageKey, type MessageParams } from '@portal/contracts';

/**
 * A failure the member should read: a reply code, a message key, and the HTTP status (200 by the
 * original's convention). Independent of the transport: services throw it, http/ turns it into
 * the envelope.
 */
export class AppError extends Error {
  /** Values for the message's {placeholders}, e.g. the turnover still needed. */
  params?: MessageParams;

  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly httpStatus = 200,
  ) {
    super(key);
  }

  /** The same refusal naming its figures: `new AppError(217, 'cashier.withdrawTurnover').with({ amount: '600.00' })`. */
  with(params: MessageParams): this {
    this.params = params;
    return this;
  }
}

export const invalid = (key: MessageKey) => new AppError(ReplyCode.validation, key);
export const unauthorized = () => new AppError(ReplyCode.unauthorized, 'auth.unauthorized');
export const denied = (key: MessageKey) => new AppError(ReplyCode.denied, key);
export const notFound = (key: MessageKey) => new AppError(ReplyCode.notFound, key);
/** A staff role the permission table does not allow: 203, as the original refused what was not allowed. */
export const forbidden = () => new AppError(ReplyCode.denied, 'auth.forbidden');
/** The database is out of reach (HTTP 503): nothing was written, the same request may be sent again. */
export const serviceBusy = () => new AppError(ReplyCode.serviceBusy, 'common.serviceBusy', 503);
