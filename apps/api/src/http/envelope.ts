import type { Request, Response } from 'express';
import { isMessageKey, ReplyCode, translate, type MessageKey, type MessageParams } from '@portal/contracts';

/** What a use case answers: data, a message (a key to localise, or a literal text such as an order number) and a reply code (200 unless said). */
export interface Reply {
  data?: unknown;
  message?: MessageKey | (string & {});
  /** Values for the message's {placeholders}. */
  params?: MessageParams;
  code?: number;
  /** A download instead of the envelope (a CSV export): sent as is with its type and file name. */
  file?: { name: string; type: string; body: string };
}

/** Writes {code, message, data}. `res.locals.replyCode` lets rate limits tell success from failure. */
export function sendEnvelope(res: Response, reply: Reply, httpStatus = 200): void {
  const req: Request = res.req;
  const code = reply.code ?? ReplyCode.ok;
  const message = reply.message === undefined ? '' : isMessageKey(reply.message) ? translate(reply.message, req.locale, reply.params) : reply.message;
  res.locals.replyCode = code;
  res.status(httpStatus).json({ code, message, data: reply.data ?? null });
}
