import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import {
  isMessageKey,
  ReplyCode,
  resolveLocale,
  sportsBetSchema,
  sportsBetsSchema,
  sportsCashoutSchema,
  sportsEventsSchema,
  sportsQuoteSchema,
  type MessageKey,
} from '@portal/contracts';
import { createRouter } from '../../http/router.js';
import { sendEnvelope } from '../../http/envelope.js';
import { bearerToken } from '../../http/bearer.js';
import { inputGuard } from '../../http/input-guard.js';
import { AppError } from '../../errors.js';
import type { LaunchTokens } from '../builtin/launch-token.js';
import type { Bettor } from './bets.js';
import { SportsRefusal, type Venue } from './model.js';
import type { SportsPlayer } from './player.js';
import { renderSportsPage } from './page.js';

const isVenue = (v: string): v is Venue => v === 'sports' || v === 'esports';

/** The first broken rule's message key (every sportsbook schema reports contracts' keys). */
function firstKey(error: z.ZodError): MessageKey {
  const message = error.issues[0]?.message ?? '';
  return isMessageKey(message) ? message : 'common.badRequest';
}

/**
 * The sportsbook's own HTTP surface, as a provider's server would have it: the page a launch URL
 * opens (/play/sports/<PLATNAME>) and the player API under /play/api/sports, authorised by the
 * launch token as /play/api/bet is (a token of another platform is not one of the book's). Input is
 * read with contracts' schemas: anything malformed is the 1000 envelope, never a 500.
 */
export function sportsbookRoutes({ tokens, player }: { tokens: LaunchTokens; player: SportsPlayer }): Router {
  const r = createRouter();

  r.get('/play/sports/:platname', async (req, res) => {
    const claims = await tokens.verify(String(req.query.t ?? ''));
    const locale = resolveLocale(String(req.query.lang ?? ''));
    if (!claims || claims.platname !== req.params.platname || !isVenue(claims.game)) {
      return void res
        .status(401)
        .type('html')
        .send('<!doctype html><meta charset="utf-8"><title>401</title><p>The game session has expired: please start the game again from the portal.</p>');
    }
    res.type('html').send(renderSportsPage({ platname: claims.platname, venue: claims.game, locale, token: String(req.query.t) }));
  });

  const api = createRouter();
  // The /api input discipline: no NUL, no lone surrogate, no deep nesting reaches a schema or the database.
  api.use(inputGuard);
  api.use(async (req, res, next) => {
    const claims = await tokens.verify(bearerToken(req.get('authorization')));
    if (!claims || !isVenue(claims.game)) return sendEnvelope(res, { code: ReplyCode.unauthorized, message: 'auth.unauthorized' });
    res.locals.bettor = { brand: claims.brand, player: claims.player, platname: claims.platname, venue: claims.game } satisfies Bettor;
    next();
  });

  /** A route of the player API: its body read with `schema`, its use case's reply in the envelope, its refusals too. */
  function route<S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (who: Bettor, input: z.output<S>) => Promise<unknown>,
    message: MessageKey = 'common.ok',
  ) {
    api.post(path, async (req: Request, res: Response) => {
      const input = schema.safeParse(req.body ?? {});
      if (!input.success) return sendEnvelope(res, { code: ReplyCode.validation, message: firstKey(input.error) });
      try {
        sendEnvelope(res, { code: ReplyCode.ok, message, data: await handle(res.locals.bettor as Bettor, input.data) });
      } catch (err) {
        if (err instanceof SportsRefusal) return sendEnvelope(res, { code: err.code, message: err.key, params: err.params, data: err.data });
        if (err instanceof AppError) return sendEnvelope(res, { code: err.code, message: err.key, params: err.params }, err.httpStatus);
        throw err;
      }
    });
  }

  route('/events', sportsEventsSchema, (who, input) => player.events(who, input));
  route('/bet', sportsBetSchema, (who, input) => player.place(who, input), 'sports.placed');
  route('/bets', sportsBetsSchema, (who, input) => player.list(who, input));
  route('/cashout/quote', sportsQuoteSchema, (who, input) => player.quote(who, input.bet_id));
  route('/cashout', sportsCashoutSchema, (who, input) => player.cashout(who, input), 'sports.cashedOut');
  r.use('/play/api/sports', api);
  return r;
}
