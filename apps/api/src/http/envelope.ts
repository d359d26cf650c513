import type { Request, Response } from 'express';
import { translate, type MessageKey } from '@portal/contracts';

export interface Reply {
  /** Message key to localise; `text` sends a literal message (the original put order numbers there). */
  message?: MessageKey;
  text?: string;
  data?: unknown;
}

/** Writes {code, message, data}. `res.locals.replyCode` lets rate limits tell success from failure. */
export function sendEnvelope(req: Request, res: Response, code: number, reply: Reply, httpStatus = 200): void {
  const message = reply.text ?? (reply.message ? translate(reply.message, req.locale) : '');
  res.locals.replyCode = code;
  res.status(httpStatus).json({ code, message, data: reply.data ?? null });
}
