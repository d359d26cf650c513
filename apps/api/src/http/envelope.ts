import express, { type Request, type Response } from 'express';
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

const plainJson = express.response.json;

/** Writes {code, message, data}. `res.locals.replyCode` lets rate limits tell success from failure. */
export function sendEnvelope(res: Response, reply: Reply, httpStatus = 200): void {
  const req: Request = res.req;
  const code = reply.code ?? ReplyCode.ok;
  const message = reply.message === undefined ? '' : isMessageKey(reply.message) ? translate(reply.message, req.locale, reply.params) : reply.message;
  res.locals.replyCode = code;
  const envelope = { code, message, data: reply.data ?? null };
  // A POST reply is never revalidated (no If-None-Match, no 304): Express's res.json would hash
  // every reply for an ETag nobody uses. Written directly, with the same status, Content-Type and
  // body; GET replies keep res.json (ETag and 304s for the browser's cache), and so does a reply
  // whose res.json is hooked (the Idempotency-Key store, http/idempotency.ts).
  if (req.method === 'POST' && res.json === plainJson && res.getHeader('Content-Type') === undefined) {
    // As bytes: Node joins a string body to the header block before writing it, and a message in
    // Chinese makes that join (and the security headers in it) a two-byte string of twice the size,
    // copied again when written; a Buffer is written beside the headers as it is.
    const body = Buffer.from(JSON.stringify(envelope));
    res.statusCode = httpStatus;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return;
  }
  res.status(httpStatus).json(envelope);
}
