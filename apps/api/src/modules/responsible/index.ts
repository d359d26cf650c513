import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { Module } from '../types.js';
import { createPlayerProtection, type PlayerProtection } from './guard.js';
import { responsibleRoutes } from './routes.js';
import { createResponsibleService } from './service.js';
import { createRealityService } from './reality.js';

export type { PlayerProtection } from './guard.js';

interface Deps {
  passwordGuard: PasswordGuard;
  /** Brings a member's game balances back to the central wallet when a time-out or exclusion starts (the wallet's recall). */
  recallGames?: (userId: number) => Promise<void>;
}

export interface ResponsibleModule extends Module {
  /** The checks the cashier, the wallet's transfers and the game launch call where money and play happen. */
  protection: PlayerProtection;
}

/** Player protection: the limits a member sets, time-out and self-exclusion, enforced where money and play happen. */
export function responsibleModule(core: Core, { passwordGuard, recallGames }: Deps): ResponsibleModule {
  const { sql, clock, hasher, log, config } = core;
  const ep = createEndpoints(core);
  return {
    name: 'responsible',
    protection: createPlayerProtection({ sql, clock }),
    routes: responsibleRoutes(
      ep,
      createResponsibleService({ sql, clock, hasher, passwordGuard, recallGames, log }),
      createRealityService({ sql, clock, minuteMs: config.realityMinuteMs }),
    ),
  };
}
