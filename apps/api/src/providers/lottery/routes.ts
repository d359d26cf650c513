import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import {
  LOTTERY_BET_ORDER,
  lotteryBetSchema,
  lotteryBetsSchema,
  lotteryCurrentSchema,
  lotteryDrawsSchema,
  lotteryGamesSchema,
  parseInOrder,
  ReplyCode,
  resolveLocale,
} from '@portal/contracts';
import { isLotteryGame } from '@portal/game-rules';
import type { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { venueName } from './store.js';
import { formatMoney } from '../../money.js';
import { createRouter } from '../../http/router.js';
import { sendEnvelope } from '../../http/envelope.js';
import { bearerToken } from '../../http/bearer.js';
import { localize } from '../../localize.js';
import type { LaunchTokens, PlayClaims } from '../builtin/launch-token.js';
import { PLAY_ASSETS, type RoundGate } from '../builtin/routes.js';
import type { LotteryEngine } from './engine.js';
import { LOTTERY_LOBBY } from './adapter.js';
import { LOTTERY_VERIFY_PAGE, renderLotteryPage, renderLotteryVerifyPage } from './page.js';
import type { Who } from './presenter.js';

/** A launch token of a lottery venue: its game is one of the lottery's or its lobby (a built-in game's token opens no lottery). */
const isLotteryLaunch = (claims: PlayClaims | null): claims is PlayClaims => !!claims && (isLotteryGame(claims.game) || claims.game === LOTTERY_LOBBY);

/**
 * The lottery platform's HTTP surface, as a provider's game server would have it: the page a launch
 * opens (/play/lottery/<venue>) and the player API (/play/api/lottery/*, POST, JSON), authorised by
 * the launch token (`Authorization: Bearer`). Every input passes its contracts schema (code 1000
 * with the first broken rule otherwise); every reply is the {code, message, data} envelope; a bet
 * honours an `Idempotency-Key` header (a retry answers the first slip).
 */
export function lotteryRoutes({
  sql,
  engine,
  tokens,
  balance,
  gate,
}: {
  sql: Sql;
  engine: LotteryEngine;
  tokens: LaunchTokens;
  /** The player's wallet at the venue (the built-in books'). */
  balance: (brand: string, player: string) => Promise<Prisma.Decimal>;
  /** Player protection's say over a slip (responsible/guard.ts round). */
  gate?: RoundGate;
}): Router {
  const r = createRouter();

  r.get('/play/lottery/:platname', async (req, res) => {
    const claims = await tokens.verify(String(req.query.t ?? ''));
    const locale = resolveLocale(String(req.query.lang ?? ''));
    if (!isLotteryLaunch(claims) || claims.platname !== req.params.platname) {
      return void res
        .status(401)
        .type('html')
        .send('<!doctype html><meta charset="utf-8"><title>401</title><p>The game session has expired: please start the game again from the portal.</p>');
    }
    const platform = await venueName(sql, claims.platname);
    res.type('html').send(
      renderLotteryPage({
        platformName: platform ? localize(platform, 'name', locale) : claims.platname,
        venue: claims.platname,
        game: claims.game,
        locale,
        token: String(req.query.t),
        assetBase: PLAY_ASSETS,
      }),
    );
  });

  // Anyone's: the verification page (the draw it checks comes from the public GET /api/lottery/verify).
  r.get(LOTTERY_VERIFY_PAGE, (req, res) => {
    res.type('html').send(renderLotteryVerifyPage({ locale: resolveLocale(String(req.query.lang ?? '')), assetBase: PLAY_ASSETS }));
  });

  const api = createRouter();
  api.use(async (req, res, next) => {
    const claims = await tokens.verify(bearerToken(req.get('authorization')));
    if (!isLotteryLaunch(claims)) return sendEnvelope(res, { code: ReplyCode.unauthorized, message: 'auth.unauthorized' });
    res.locals.lottery = { brand: claims.brand, player: claims.player, platname: claims.platname } satisfies Who;
    next();
  });

  /** A POST of the player API: its body parsed by `schema`, then `handle` answers the envelope's data. */
  function post<S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (input: z.output<S>, who: Who, req: Request) => Promise<unknown>,
    order: readonly string[] = [],
  ) {
    api.post(path, async (req: Request, res: Response) => {
      const parsed = parseInOrder(schema, req.body ?? {}, order);
      if (!parsed.ok) return sendEnvelope(res, { code: ReplyCode.validation, message: parsed.key });
      const data = await handle(parsed.data as z.output<S>, res.locals.lottery as Who, req);
      sendEnvelope(res, { code: ReplyCode.ok, message: 'common.ok', data });
    });
  }

  post('/games', lotteryGamesSchema, async (_input, _who, req) => ({ games: await engine.boards(req.locale), lobby: LOTTERY_LOBBY }));
  post('/balance', lotteryGamesSchema, async (_input, who) => ({ balance: formatMoney(await balance(who.brand, who.player)) }));
  post('/current', lotteryCurrentSchema, (input) => engine.current(input.game));
  post(
    '/bet',
    lotteryBetSchema,
    (input, who, req) => {
      const key = (req.get('idempotency-key') ?? '').trim();
      return engine.placeBets(who, input, { key: key ? key.slice(0, 128) : null, locale: req.locale, gate });
    },
    LOTTERY_BET_ORDER,
  );
  post('/bets', lotteryBetsSchema, (input, who, req) => engine.playerBets(who, input, req.locale));
  post('/draws', lotteryDrawsSchema, (input) => engine.pastDraws(input.game, input.limit));
  // Anything else under the player API is not found (and never falls through to another platform's routes).
  api.use((_req, res) => sendEnvelope(res, { code: ReplyCode.notFound, message: 'common.notFound' }, 404));

  r.use('/play/api/lottery', api);
  return r;
}
