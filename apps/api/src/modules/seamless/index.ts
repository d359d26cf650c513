import type { Router } from 'express';
import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import { adminRouter, apiRouter } from '../../http/table-routes.js';
import type { Audit } from '../../audit/log.js';
import type { Platforms } from '../../providers/platforms.js';
import { createSeamlessBackOffice, portalKeys } from '../../providers/seamless/index.js';
import { createSeamlessWallet, type BetProtection } from './wallet-api.js';
import { seamlessWalletRoutes } from './wallet-routes.js';
import type { Wallet, WalletReads } from '../wallet/index.js';
import type { Module } from '../types.js';

interface Deps {
  platforms: Platforms;
  wallet: Wallet;
  /** The member's central balance in SQL (a bet's balance after is read in its closing statement). */
  walletReads: Pick<WalletReads, 'centralBalanceSql'>;
  audit: Audit;
  /** Player protection of a provider's bet, in its transaction (responsible/guard.ts seamlessBet). */
  betProtection: BetProtection;
}

export interface SeamlessModule extends Module {
  /** The provider's calls under /api/wallet/<platname>/...: app.ts mounts it before the body parsers (the signature is of the raw body). */
  walletApi: Router;
}

/**
 * The seamless wallet (docs/seamless-wallet.md): the providers' wallet API (providers/seamless),
 * the portal's public key at GET /api/wallet/public-key, and the back office's screens.
 */
export function seamlessModule(core: Core, { platforms, wallet, walletReads, audit, betProtection }: Deps): SeamlessModule {
  const { sql, config, log } = core;
  const keys = portalKeys(config.seamlessWalletKey);
  const backOffice = createSeamlessBackOffice({ sql, platforms, audit, keys, publicUrl: config.publicUrl });
  const ep = createEndpoints(core);
  const api = apiRouter(ep);
  api.route('seamless.publicKey', () => ({ data: backOffice.publicKey() }));
  const admin = adminRouter(ep);
  admin.route('seamless.platforms', async () => ({ data: await backOffice.list() }));
  admin.route('seamless.platformSave', (input, ctx) => backOffice.save(ctx, input));
  admin.route('seamless.transactions', async (input) => ({ data: await backOffice.transactions(input) }));
  return {
    name: 'seamless',
    routes: api.router,
    adminRoutes: admin.router,
    walletApi: seamlessWalletRoutes({ platforms, wallet: createSeamlessWallet({ sql, wallet, walletReads, betProtection }), keys, log }),
  };
}
