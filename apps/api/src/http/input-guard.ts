import type { RequestHandler } from 'express';
import { ReplyCode } from '@portal/contracts';
import { sendEnvelope } from './envelope.js';

/** Deeper than any form of the portal; far below what a recursive walk (hashing, logging) would overflow on. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Why a parsed input is refused before any route sees it, or null when it is fine: a NUL character
 * in a string or a key (PostgreSQL text cannot hold it, and it has no place in a form), or nesting
 * deeper than MAX_INPUT_DEPTH. Walked with an explicit stack, so a 5,000-deep body cannot overflow it.
 */
export function inputProblem(value: unknown): 'nul' | 'depth' | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return 'nul';
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (depth >= MAX_INPUT_DEPTH) return 'depth';
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\0')) return 'nul';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses (code 1000) a request whose query or parsed body has a NUL or is nested too deep; runs before every /api route. */
export const inputGuard: RequestHandler = (req, res, next) => {
  if (inputProblem(req.query) || inputProblem(req.body)) return sendEnvelope(res, { code: ReplyCode.validation, message: 'common.badRequest' });
  next();
};
