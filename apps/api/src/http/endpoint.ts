import type { Request, Response, RequestHandler } from 'express';
import type { z } from 'zod';
import { parseInOrder, ReplyCode } from '@portal/contracts';
import { sendEnvelope, type Reply } from './envelope.js';

interface Options<S extends z.ZodType> {
  schema?: S;
  /** Field order of the form, so the first broken rule is the one reported (spec §5). */
  order?: readonly string[];
  source?: 'body' | 'query';
}

/**
 * Wraps a use case: input parsed by its contracts schema before anything runs (bad input is
 * code 1000 with a localised message), then the reply written in the envelope. Thrown AppErrors
 * reach the error handler.
 */
export function endpoint<S extends z.ZodType>(
  options: Options<S>,
  handler: (input: z.infer<S>, req: Request, res: Response) => Promise<Reply> | Reply,
): RequestHandler {
  return async (req, res) => {
    let input: z.infer<S> = undefined as z.infer<S>;
    if (options.schema) {
      const raw = options.source === 'query' ? req.query : req.body;
      const parsed = parseInOrder(options.schema, raw ?? {}, options.order ?? []);
      if (!parsed.ok) return sendEnvelope(req, res, ReplyCode.validation, { message: parsed.key });
      input = parsed.data;
    }
    const reply = await handler(input, req, res);
    if (!res.headersSent) sendEnvelope(req, res, ReplyCode.ok, { message: 'common.ok', ...reply });
  };
}
