import { Router, type RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { signingKey } from '../auth/signing-key.js';
import { getGameUrlSchema, ReplyCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { endpoint } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import { withTimeout } from '../../providers/types.js';
import { centralBalance } from '../wallet/accounts.js';
import type { Transfers } from '../wallet/transfers.js';
import type { Platforms } from './platforms.js';

interface Deps {
  sql: SqlPool;
  platforms: Platforms;
  transfers: Transfers;
  member: RequestHandler;
  timeoutMs: number;
  log: Logger;
  agentSiteUrl?: string;
  jwtSecret: string;
}

/** POST /api/getGameUrl: registers the member at the platform on first use and asks it for a launch URL. */
export function launchRoutes({ sql, platforms, transfers, member, timeoutMs, log, agentSiteUrl, jwtSecret }: Deps): Router {
  const r = Router();

  /** Auto-transfer mode (transferstatus 1): everything comes back from the other platforms and goes into this one. */
  async function autoTransfer(userId: number, platname: string) {
    await transfers.recallAll(userId, undefined, platname);
    const whole = (await centralBalance(sql, userId)).floor();
    if (whole.gte(1)) {
      const outcome = await transfers.transfer(userId, platname, 'in', new Prisma.Decimal(whole));
      if (outcome.state !== 'success') log.warn({ userId, platname, outcome }, 'auto-transfer on launch did not complete');
    }
  }

  r.post('/getGameUrl', member, endpoint({ schema: getGameUrlSchema }, async (input, req) => {
    const userId = req.member!.userId;
    const platform = await platforms.find(input.plat_name);
    if (!platform) throw new AppError(ReplyCode.validation, 'game.maintenance');
    const [user] = await sql.query<{ transfer_status: number }>('SELECT transfer_status FROM users WHERE id = $1', [userId]);
    try {
      const player = await transfers.playerFor(userId, platform);
      if (user?.transfer_status === 1) await autoTransfer(userId, platform.platname);
      const url = await withTimeout(timeoutMs, () =>
        platform.adapterImpl.launchUrl(platform, player, { gameType: input.game_type, gameCode: input.game_code, mobile: input.is_mobile_url, locale: req.locale }),
      );
      return { data: { url } };
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.warn({ err, platname: platform.platname }, 'game launch failed');
      throw new AppError(ReplyCode.serverError, 'game.launchFailed');
    }
  }));

  // The agent back office is a separate site (AGENT_SITE_URL); an agent gets a short-lived signed login link to it.
  r.get('/getAgentLoginUrl', member, endpoint({}, async (_i, req) => {
    const [user] = await sql.query<{ is_agent: boolean; username: string }>('SELECT is_agent, username FROM users WHERE id = $1', [req.member!.userId]);
    if (!user?.is_agent) throw new AppError(ReplyCode.denied, 'agent.notAgent');
    if (!agentSiteUrl) throw new AppError(ReplyCode.serverError, 'agent.unavailable');
    const token = jwt.sign({ username: user.username }, signingKey(jwtSecret), { algorithm: 'HS256', audience: 'agent-login', subject: String(req.member!.userId), expiresIn: 300 });
    const url = new URL(agentSiteUrl);
    url.searchParams.set('token', token);
    return { data: { url: url.toString() } };
  }));

  return r;
}
