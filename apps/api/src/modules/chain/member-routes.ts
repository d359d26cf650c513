import { type Router } from 'express';
import QRCode from 'qrcode';
import type { ChainMyAddressReply } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { UsdtPayee } from '../cashier/index.js';

/**
 * The member's own deposit address on the recharge page, before any order: the same payee the
 * payment page shows (so only where a watcher credits what arrives), with its QR as a PNG.
 */
export function chainMemberRoutes(ep: Endpoints, payee: UsdtPayee): Router {
  const { router, route } = apiRouter(ep);
  route('chain.myAddress', async ({ protocol }, ctx): Promise<{ data: ChainMyAddressReply }> => {
    const own = await payee({ userId: ctx.userId, protocol, usdtAmount: null });
    if (!own) return { data: null };
    const qr_image = await QRCode.toDataURL(own.qr, { margin: 1, width: 240 });
    return { data: { address: own.address, qr_image, confirmations: own.confirmations, min_usdt: own.min_usdt } };
  });
  return router;
}
