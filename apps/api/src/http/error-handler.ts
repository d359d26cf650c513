import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ReplyCode } from '@portal/contracts';
import { AppError } from '../errors.js';
import { sendEnvelope } from './envelope.js';

export const apiNotFound: RequestHandler = (req, res) => {
  sendEnvelope(res, { code: ReplyCode.notFound, message: 'common.notFound' }, 404);
};

interface HttpLikeError {
  type?: string;
  status?: number;
  code?: string;
}

/** Last handler: known failures become their envelope; anything else is logged and answered 500 without details. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) return sendEnvelope(res, { code: err.code, message: err.key, params: err.params }, err.httpStatus);
  const e = (err ?? {}) as HttpLikeError;
  // Malformed JSON, oversize or badly encoded bodies are the client's input: code 1000, never a 500.
  if (e.type === 'entity.parse.failed' || e.type === 'entity.too.large' || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return sendEnvelope(res, { code: ReplyCode.validation, message: 'common.badRequest' });
  }
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    return sendEnvelope(res, { code: ReplyCode.validation, message: e.code === 'LIMIT_FILE_SIZE' ? 'upload.tooLarge' : 'upload.required' });
  }
  req.log?.error({ err }, 'unhandled error');
  sendEnvelope(res, { code: ReplyCode.serverError, message: 'common.serverError' }, 500);
};
