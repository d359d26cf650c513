import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ReplyCode } from '@portal/contracts';
import { AppError, serviceBusy } from '../errors.js';
import { isConnectionError, isTransientConflict, isUnfitValue, isUniqueViolation, sqlState } from '../db/errors.js';
import { sendEnvelope } from './envelope.js';

export const apiNotFound: RequestHandler = (req, res) => {
  sendEnvelope(res, { code: ReplyCode.notFound, message: 'common.notFound' }, 404);
};

interface HttpLikeError {
  type?: string;
  status?: number;
  expose?: boolean;
  code?: string;
}

/** An http-errors 4xx (what body-parser raises for a body it cannot read), as opposed to a bug. */
const isClientError = (e: HttpLikeError) => typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.expose === true;

/** Seconds a client should wait before sending a request again that got the 503 "service busy" envelope. */
const RETRY_AFTER_SECONDS = '2';

/**
 * Last handler: known failures become their envelope; the database out of reach (a lost or
 * refused connection) and a transaction PostgreSQL rolled back to break a deadlock are the 503
 * "service busy" envelope (nothing was written; the same request may be sent again). Two database
 * refusals a handler did not expect are the caller's, not a bug of the server: a unique index that
 * refused a row (a duplicate, or the same row made twice at once) is a refusal (203, "already exists
 * or was just changed"), a value its column cannot hold (an id past int4, an amount past its
 * NUMERIC) is invalid input (1000); the transaction rolled back, so nothing was written. Both are
 * logged at warn with the route, because the handler or the schema should have refused them
 * first. Anything else is logged and answered 500 without details.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) return sendEnvelope(res, { code: err.code, message: err.key, params: err.params }, err.httpStatus);
  if (isConnectionError(err) || isTransientConflict(err)) {
    req.log?.warn(
      { err },
      isConnectionError(err) ? 'database unreachable: answered 503' : 'transaction rolled back by a deadlock or serialization conflict: answered 503',
    );
    const busy = serviceBusy();
    res.set('Retry-After', RETRY_AFTER_SECONDS);
    return sendEnvelope(res, { code: busy.code, message: busy.key }, busy.httpStatus);
  }
  if (isUniqueViolation(err) || isUnfitValue(err)) {
    const unique = isUniqueViolation(err);
    req.log?.warn(
      { err, route: `${req.method} ${req.originalUrl.split('?')[0]}`, sqlState: sqlState(err) },
      unique ? 'a unique violation escaped its handler: answered 203' : 'a value its column cannot hold reached the database: answered 1000',
    );
    return unique
      ? sendEnvelope(res, { code: ReplyCode.denied, message: 'common.conflict' })
      : sendEnvelope(res, { code: ReplyCode.validation, message: 'common.badRequest' });
  }
  const e = (err ?? {}) as HttpLikeError;
  // Malformed JSON, oversize or badly encoded bodies are the client's input: code 1000, never a 500.
  // Also any other client error the body parsers raise (a corrupt gzip body is a 400 from zlib).
  if (
    e.type === 'entity.parse.failed' ||
    e.type === 'entity.too.large' ||
    e.type === 'encoding.unsupported' ||
    e.type === 'charset.unsupported' ||
    isClientError(e)
  ) {
    return sendEnvelope(res, { code: ReplyCode.validation, message: 'common.badRequest' });
  }
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    return sendEnvelope(res, { code: ReplyCode.validation, message: e.code === 'LIMIT_FILE_SIZE' ? 'upload.tooLarge' : 'upload.required' });
  }
  req.log?.error({ err }, 'unhandled error');
  sendEnvelope(res, { code: ReplyCode.serverError, message: 'common.serverError' }, 500);
};
