import { AsyncResource } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import createError from 'http-errors';
import onFinished from 'on-finished';

/**
 * The request body parser of every request, with a short path for the body nearly every API call
 * sends: `Content-Type: application/json` (or with `charset=utf-8`), no Content-Encoding, a
 * Content-Length within the limit. That body is read straight from the request and parsed exactly
 * as body-parser's json() parses it (body-parser 2.x, strict mode): the same `req.body`, and for
 * a body it cannot take the same http-errors error (`type`, `status`, `expose`, message), so the
 * error handler gives the same reply. Any other request (other types or charsets, compressed or
 * chunked bodies, forms, a body over the limit) goes to `otherwise`, body-parser as before; a
 * request without a body is passed on as body-parser passes it on.
 *
 * Why: body-parser's general path (type-is and content-type parsing twice, a charset decoder, the
 * raw-body stream reader with its async resource, the form parser asking again) cost about 14 µs
 * of CPU per small POST such as /api/balance over a server that does not read the body at all;
 * this path about 9 µs (bare Express on the 2-core machine, November 2026).
 */
export function jsonBody({ limit, otherwise }: { limit: number; otherwise: RequestHandler }): RequestHandler {
  return (req, res, next) => {
    // No body at all (a GET, a page, a file): what body-parser's two parsers do, without asking them.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      if (!isFinished(req) && !('body' in (req as object))) req.body = undefined;
      return next();
    }
    const length = fastJsonLength(req, limit);
    if (length === -1) return void otherwise(req, res, next);
    readJson(req, { length, limit }, next);
  };
}

/**
 * `application/json`, optionally with the parameter `charset=utf-8` (quoted or not), any letter
 * case, and the spaces and tabs content-type's parser skips: a strict subset of what body-parser's
 * json() takes as JSON in UTF-8 (its default charset).
 */
const PLAIN_JSON = /^application\/json[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*(?:utf-8|"utf-8")[ \t]*)?$/i;
const DIGITS = /^[0-9]{1,15}$/;

/** The Content-Length of a request the short path reads, or -1 for a request body-parser reads. */
function fastJsonLength(req: Request, limit: number): number {
  const { headers } = req;
  const type = headers['content-type'];
  if (type !== 'application/json' && (type === undefined || !PLAIN_JSON.test(type))) return -1;
  const encoding = headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') return -1;
  // A chunked body (no length known in advance) or no body: body-parser's way.
  if (headers['transfer-encoding'] !== undefined) return -1;
  const declared = headers['content-length'];
  if (declared === undefined || !DIGITS.test(declared)) return -1;
  const length = Number(declared);
  // Over the limit: body-parser answers 413 after reading the request off, as it always did.
  if (length > limit) return -1;
  // What body-parser and raw-body check before reading: a request already read (or upgraded, or
  // its socket gone) is passed on untouched; a stream someone set an encoding on or that cannot
  // be read is their error; a body someone else already set.
  if (isFinished(req) || !req.readable || req.readableEncoding !== null || req.body !== undefined) return -1;
  return length;
}

/** on-finished's isFinished for a request (an IncomingMessage), without its checks for a response. */
function isFinished(req: Request): boolean {
  const { socket } = req;
  // `upgrade` is set by Node's HTTP parser (not in its types) on a request that switches protocol.
  return (req as { upgrade?: boolean }).upgrade === true || !socket || !socket.readable || (req.complete && !req.readable);
}

/**
 * Reads a body of `length` bytes as raw-body does (its errors: 'request.aborted' when the client
 * goes away, 'request.size.invalid', 'entity.too.large'), decodes it as UTF-8 dropping a leading
 * byte order mark (as iconv-lite's decoder, which body-parser uses, does) and parses it.
 */
function readJson(req: Request, { length, limit }: { length: number; limit: number }, next: (err?: unknown) => void): void {
  // The reply continues in the request's async context, not the socket's (as raw-body's callback).
  const scope = new AsyncResource('jsonBody');
  let received = 0;
  let first: Buffer | null = null;
  let more: Buffer[] | null = null;
  let complete = false;

  const onData = (chunk: Buffer) => {
    if (complete) return;
    received += chunk.length;
    if (received > limit) {
      fail(createError(413, 'request entity too large', { limit, received, type: 'entity.too.large' }));
    } else if (first === null) {
      first = chunk;
    } else {
      (more ??= [first]).push(chunk);
    }
  };
  const onEnd = () => {
    if (complete) return;
    if (received !== length) {
      return fail(createError(400, 'request size did not match content length', { expected: length, length, received, type: 'request.size.invalid' }));
    }
    finish();
    const body = more ? Buffer.concat(more, received) : first;
    let text = body === null ? '' : body.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let parsed: unknown;
    try {
      parsed = parseStrictJson(text);
    } catch (err) {
      return void scope.runInAsyncScope(next, null, createError(400, err as Error, { body: text, type: 'entity.parse.failed' }));
    }
    req.body = parsed;
    scope.runInAsyncScope(next, null);
  };
  // A request closes before its end only when it was cut short: the client went away, the server
  // timed it out or destroyed it (its 'aborted', and any 'error', come first). raw-body's
  // 'request.aborted' then, as for its own 'aborted' listener.
  const onClose = () => {
    if (complete) return;
    fail(createError(400, 'request aborted', { code: 'ECONNABORTED', expected: length, length, received, type: 'request.aborted' }));
  };

  function finish() {
    complete = true;
    req.removeListener('data', onData);
    req.removeListener('end', onEnd);
    req.removeListener('close', onClose);
  }
  /** As body-parser: stop reading, read the rest of the request off, then pass a 4xx on (when cut short, the request has already finished). */
  function fail(err: Error) {
    finish();
    req.pause();
    const error = createError(400, err);
    const pass = () => scope.runInAsyncScope(next, null, createError(400, error));
    if (onFinished.isFinished(req)) return void onFinished(req, pass);
    onFinished(req, pass);
    req.resume();
  }

  req.on('data', onData);
  req.on('end', onEnd);
  req.on('close', onClose);
}

/*
 * body-parser 2.x json() in strict mode (lib/types/json.js): only an object or an array at the
 * top level, an empty body is {}, and a refusal is a SyntaxError worded as JSON.parse words it.
 */

/** The first character that is not JSON whitespace (space, tab, line feed, carriage return), if any. */
function firstNonWhitespace(body: string): string | undefined {
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return body[i];
  }
  return undefined;
}

function parseStrictJson(body: string): unknown {
  if (body.length === 0) return {};
  if (body[0] !== '{' && body[0] !== '[') {
    const first = firstNonWhitespace(body);
    if (first !== '{' && first !== '[') throw strictSyntaxError(body, first);
  }
  try {
    return JSON.parse(body);
  } catch (e) {
    const err = e as Error;
    throw normalizeJsonSyntaxError(err, { message: err.message, stack: err.stack ?? '' });
  }
}

/** The SyntaxError JSON.parse would throw at the first character of a top level that is not an object or array. */
function strictSyntaxError(body: string, char: string | undefined): Error {
  const index = char === undefined ? -1 : body.indexOf(char);
  const partial = index === -1 ? '' : body.substring(0, index) + '#'.repeat(body.length - index);
  try {
    JSON.parse(partial);
    throw new SyntaxError('strict violation');
  } catch (e) {
    const err = e as Error;
    return normalizeJsonSyntaxError(err, {
      message: err.message.replace(/#+/g, (placeholder) => body.substring(index, index + placeholder.length)),
      stack: err.stack ?? '',
    });
  }
}

function normalizeJsonSyntaxError(error: Error, { message, stack }: { message: string; stack: string }): Error {
  for (const key of Object.getOwnPropertyNames(error)) {
    if (key !== 'stack' && key !== 'message') delete (error as unknown as Record<string, unknown>)[key];
  }
  error.stack = stack.replace(error.message, message);
  error.message = message;
  return error;
}
