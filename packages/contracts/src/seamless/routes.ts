import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { seamlessPlatformRowSchema, seamlessPlatformsReply, seamlessPublicKeyReply, seamlessTransactionsReply } from './replies.js';
import { seamlessPlatformSaveSchema, seamlessTransactionsSchema } from './schemas.js';

/**
 * The seamless wallet's table routes: the portal's public key (what a provider checks replies
 * with) and the back office's screens. The provider's calls themselves (POST
 * /api/wallet/<platname>/user/balance and /transaction/bet|win|rollback) are machine-to-machine,
 * authorised by the request's RSA signature and the session token, not by a portal session: they
 * are SEAMLESS_WALLET_CALLS below, mounted by the seamless provider (docs/seamless-wallet.md).
 */
export const seamlessRoutes = defineRoutes({
  'seamless.publicKey': {
    method: 'get',
    path: '/api/wallet/public-key',
    realm: 'public',
    summary: "The portal's RSA public key (PEM) signing the seamless wallet API's replies (X-Hub88-Signature)",
    reply: seamlessPublicKeyReply,
  },
  'seamless.platforms': {
    method: 'post',
    path: '/api/admin/seamless/platforms',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: "Every platform's wallet mode, provider public key and launch template, with the portal's public key",
    reply: seamlessPlatformsReply,
  },
  'seamless.platformSave': {
    method: 'post',
    path: '/api/admin/seamless/platforms/save',
    realm: 'staff',
    roles: ROLES.super,
    summary: "Set a platform's wallet mode, provider public key (PEM, RSA) and launch URL template (audited)",
    request: seamlessPlatformSaveSchema,
    order: ['platname', 'wallet_mode', 'provider_public_key', 'launch_template'],
    reply: seamlessPlatformRowSchema,
  },
  'seamless.transactions': {
    method: 'post',
    path: '/api/admin/seamless/transactions',
    realm: 'staff',
    roles: ROLES.readers,
    summary: 'Seamless wallet transactions by transaction uuid (or a rollback naming it) or by round',
    request: seamlessTransactionsSchema,
    reply: seamlessTransactionsReply,
  },
});

/** The provider's calls, under /api/wallet/<platname> (POST, JSON, X-Hub88-Signature): outside the table's session realms. */
export const SEAMLESS_WALLET_CALLS = ['/user/balance', '/transaction/bet', '/transaction/win', '/transaction/rollback'] as const;
