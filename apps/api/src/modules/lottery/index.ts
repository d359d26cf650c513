import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { LotteryEngine } from '../../providers/lottery/engine.js';
import type { Module } from '../types.js';
import { lotteryAdminRoutes } from './admin-routes.js';
import { lotteryPublicRoutes } from './routes.js';
import { createLotteryDesk } from './service.js';

interface Deps {
  /** The lottery platform's use cases (providers/lottery). */
  lottery: LotteryEngine;
  audit: Audit;
}

/** The lottery's desk, its public verification, and the job that makes and draws the draws. */
export function lotteryModule(core: Core, { lottery, audit }: Deps): Module {
  const desk = createLotteryDesk({ sql: core.sql, lottery, audit });
  const ep = createEndpoints(core);
  return {
    name: 'lottery',
    routes: lotteryPublicRoutes(ep, desk),
    adminRoutes: lotteryAdminRoutes(ep, desk),
    // Every tick: the draw running now and the next of each game made (with their hashes), the due ones drawn and settled.
    jobs: [{ name: 'lottery-draws', schedule: core.config.jobs.lotteryDrawCron, run: () => lottery.tick() }],
  };
}
