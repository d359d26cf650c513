import express, { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { resolveLocale, ReplyCode, type MessageKey } from '@portal/contracts';
import { PLAY_ASSETS_DIR } from '@portal/play/assets';
import { sendEnvelope } from '../../http/envelope.js';
import { bearerToken } from '../../http/bearer.js';
import { formatMoney } from '../../money.js';
import type { BuiltinBooks } from './books.js';
import { gamesOfLaunch, HALLS, isGameCode, isHallCode, isSlotTitle, SLOT_TITLES } from '@portal/game-rules';
import { translator } from '@portal/play/i18n';
import { BUILTIN_GAMES, cryptoRng } from './games/index.js';
import type { LaunchTokens, PlayClaims } from './launch-token.js';
import { renderPlayPage } from './page.js';
import { localize } from '../../localize.js';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { gameTileName, platformName } from './store.js';
import { AppError } from '../../errors.js';

export const PLAY_ASSETS = '/play/assets';

/**
 * The operator's say over a round before it is played (player protection): settles it through
 * `settle` in the operator's transaction, or throws the operator's refusal (an AppError).
 */
export interface RoundGate {
  round<T>(who: { platname: string; player: string }, stake: Prisma.Decimal, settle: (db: Sql, at: Date) => Promise<T>): Promise<T>;
}

/**
 * The portal's wallet as the game page offers it (modules/wallet/game-desk.ts): the member's
 * central balance and a transfer between it and this platform's wallet, on the member's behalf,
 * for the launch token's session and player. Throws AppErrors (refusals).
 */
export interface WalletDesk {
  state(who: { sessionId: string; platname: string; player: string }): Promise<{ central: Prisma.Decimal; suggested: number }>;
  move(
    who: { sessionId: string; platname: string; player: string },
    body: unknown,
    idempotencyKey: string | undefined,
  ): Promise<{ data: { balance: string; amount?: string }; message?: MessageKey; params?: Record<string, string> }>;
}

/**
 * The built-in platform's own HTTP surface, as a provider's game server would have it: the game
 * page a launch URL opens, its assets, and the player API (balance, bet) authorised by the launch token.
 */
export function builtinRoutes(sql: Sql, books: BuiltinBooks, tokens: LaunchTokens, gate?: RoundGate, desk?: WalletDesk): Router {
  const r = createRouter();
  // play.js and play.css, built from apps/play by `pnpm build`
  r.use(PLAY_ASSETS, express.static(PLAY_ASSETS_DIR, { index: false, maxAge: '1h' }));

  r.get('/play/:platname', async (req, res) => {
    const claims = await tokens.verify(String(req.query.t ?? ''));
    const locale = resolveLocale(String(req.query.lang ?? ''));
    // A launch of another built-in platform (the sportsbook's or the lottery's venues) opens none of the hall's games.
    if (!claims || claims.platname !== req.params.platname || gamesOfLaunch(claims.game).length === 0) {
      return void res
        .status(401)
        .type('html')
        .send('<!doctype html><meta charset="utf-8"><title>401</title><p>The game session has expired: please start the game again from the portal.</p>');
    }
    const games = gamesOfLaunch(claims.game);
    const t = translator(locale);
    const platform = await platformName(sql, claims.platname);
    const venue = platform ? localize(platform, 'name', locale) : claims.platname;
    const title = isSlotTitle(claims.title) && games.includes(SLOT_TITLES[claims.title]) ? claims.title : null;
    let heading: { name: string; venue: string };
    if (title) {
      // the name the portal's tile shows; a slot title belongs to its brand's slots (OB電子, not OB真人)
      const tile = await gameTileName(sql, { platname: claims.platname, gameCode: title });
      heading = { name: tile ? localize(tile, 'name', locale) : t(`title.${title}`), venue: t('venue.slots', { p: claims.platname }) };
    } else if (games.length === 1) heading = { name: t(`game.${games[0]!}`), venue };
    else heading = { name: t(isHallCode(claims.game) ? `launch.${claims.game}` : 'launch.hall'), venue };
    res.type('html').send(
      renderPlayPage({
        games: games.length > 0 ? [...games] : [...HALLS.hall],
        initial: games[0] ?? 'slot',
        heading,
        title,
        house: claims.game === 'tables' || claims.game === 'cards' ? claims.game : null,
        skin: claims.platname,
        locale,
        token: String(req.query.t),
        assetBase: PLAY_ASSETS,
      }),
    );
  });

  const api = createRouter();
  api.use(async (req, res, next) => {
    const claims = await tokens.verify(bearerToken(req.get('authorization')));
    if (!claims) return sendEnvelope(res, { code: ReplyCode.unauthorized, message: 'auth.unauthorized' });
    res.locals.play = claims;
    next();
  });
  api.post('/balance', async (req, res) => {
    const { brand, player } = res.locals.play as { brand: string; player: string };
    sendEnvelope(res, { code: ReplyCode.ok, message: 'common.ok', data: { balance: formatMoney(await books.balance(brand, player)) } });
  });
  api.post('/bet', async (req, res) => {
    const { brand, player, platname, game: launched, title } = res.locals.play as PlayClaims;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const game = body.game;
    // Only the games the launch opened (a hall's, or the one game): a lottery venue's token plays none of them.
    if (!isGameCode(game) || !gamesOfLaunch(launched).includes(game)) return sendEnvelope(res, { code: ReplyCode.validation, message: 'common.badRequest' });
    const { game: _omit, ...rest } = body;
    const input = BUILTIN_GAMES[game].schema.safeParse(rest);
    if (!input.success) return sendEnvelope(res, { code: ReplyCode.validation, message: 'common.badRequest' });
    const outcome = BUILTIN_GAMES[game].play(input.data, cryptoRng);
    // a slot round played from a title carries it: the bet feed reports the round under the title
    const detail = isSlotTitle(title) && SLOT_TITLES[title] === game ? { title, ...outcome.detail } : outcome.detail;
    const played = { game, stakeCents: outcome.stakeCents, payoutCents: outcome.payoutCents, detail };
    let round: Awaited<ReturnType<BuiltinBooks['settleRound']>>;
    try {
      round = gate
        ? await gate.round({ platname, player }, new Prisma.Decimal(outcome.stakeCents).dividedBy(100), (db, at) =>
            books.settleRound(brand, player, played, { db, at }),
          )
        : await books.settleRound(brand, player, played);
    } catch (err) {
      if (err instanceof AppError) return sendEnvelope(res, { code: err.code, message: err.key, params: err.params });
      throw err;
    }
    if (!round) return sendEnvelope(res, { code: ReplyCode.overBalance, message: 'transfer.insufficient' });
    const stake = round.bet.stake;
    const payout = round.bet.payout;
    sendEnvelope(res, {
      code: ReplyCode.ok,
      message: 'common.ok',
      data: {
        balance: formatMoney(round.balance),
        round: { id: round.bet.id, game, stake: stake.toFixed(2), payout: payout.toFixed(2), win_loss: payout.minus(stake).toFixed(2), detail },
      },
    });
  });
  // The wallet beside the game (POST /wallet: both balances and a suggested amount; POST
  // /wallet/move {direction, amount} with an Idempotency-Key): the portal's desk moves the money.
  const who = (claims: PlayClaims) => ({ sessionId: claims.sid, platname: claims.platname, player: claims.player });
  const refusal = (res: express.Response, err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    sendEnvelope(res, { code: err.code, message: err.key, params: err.params });
  };
  api.post('/wallet', async (_req, res) => {
    const claims = res.locals.play as PlayClaims;
    if (!desk) return sendEnvelope(res, { code: ReplyCode.notFound, message: 'common.notFound' });
    try {
      const { central, suggested } = await desk.state(who(claims));
      const game = await books.balance(claims.brand, claims.player);
      sendEnvelope(res, { code: ReplyCode.ok, message: 'common.ok', data: { central: formatMoney(central), game: formatMoney(game), suggested } });
    } catch (err) {
      refusal(res, err);
    }
  });
  api.post('/wallet/move', async (req, res) => {
    const claims = res.locals.play as PlayClaims;
    if (!desk) return sendEnvelope(res, { code: ReplyCode.notFound, message: 'common.notFound' });
    try {
      const moved = await desk.move(who(claims), req.body, req.get('idempotency-key'));
      const game = await books.balance(claims.brand, claims.player);
      sendEnvelope(res, {
        code: ReplyCode.ok,
        message: moved.message ?? 'common.ok',
        params: moved.params,
        data: { central: moved.data.balance, game: formatMoney(game), ...(moved.data.amount ? { amount: moved.data.amount } : {}) },
      });
    } catch (err) {
      refusal(res, err);
    }
  });
  r.use('/play/api', api);
  return r;
}
