import type { RequestHandler } from 'express';
import { ReplyCode } from '@portal/contracts';
import { sendEnvelope } from './envelope.js';

/** Deeper than any form of the portal; far below what a recursive walk (hashing, logging) would overflow on. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What PostgreSQL text cannot hold: a NUL character, or a lone UTF-16 surrogate ("\ud800", which a
 * JSON escape can carry but UTF-8 cannot encode; the driver would send U+FFFD or PostgreSQL would
 * refuse the bytes, and either way no form has a use for it).
 */
const LONE_SURROGATE = /\p{Cs}/u;

function badText(s: string): 'nul' | 'surrogate' | null {
  if (s.includes('\0')) return 'nul';
  // With the u flag a surrogate pair reads as one code point; only a lone half is category Cs.
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  return null;
}

/**
 * Why a parsed input is refused before any route sees it, or null when it is fine: a NUL character
 * or a lone surrogate in a string or a key, or nesting deeper than MAX_INPUT_DEPTH. Walked with an
 * explicit stack, so a 5,000-deep body cannot overflow it.
 */
export function inputProblem(value: unknown): 'nul' | 'surrogate' | 'depth' | null {
  // The usual read (no query string, a body of {}): nothing to walk, nothing allocated.
  if (value === undefined || value === null || isEmptyObject(value)) return null;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const bad = badText(v);
      if (bad) return bad;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (depth >= MAX_INPUT_DEPTH) return 'depth';
      for (const [k, child] of Object.entries(v)) {
        const bad = badText(k);
        if (bad) return bad;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const _ in value) return false;
  return true;
}

/**
 * Refuses (code 1000) a request whose query or parsed body has a NUL or a lone surrogate, or is
 * nested too deep; runs before every /api route, member and back office alike, so no free-text
 * field of any form can carry them to the database.
 */
export const inputGuard: RequestHandler = (req, res, next) => {
  const problem = inputProblem(req.query) ?? inputProblem(req.body);
  // A lone surrogate is most likely text pasted from a broken source: say so; the rest is a bad request.
  if (problem) return sendEnvelope(res, { code: ReplyCode.validation, message: problem === 'surrogate' ? 'common.textUnreadable' : 'common.badRequest' });
  next();
};
