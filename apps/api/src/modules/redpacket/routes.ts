import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { RedPacketService } from './service.js';

/** The member's red packet: status (GET as the original, POST as the client), the draw, the welfare record. */
export function redPacketRoutes(ep: Endpoints, redPackets: RedPacketService): Router {
  const { router, route } = apiRouter(ep);
  route('redpacket.status', async (_i, ctx) => ({ data: await redPackets.status(ctx) }));
  route('redpacket.draw', async (_i, ctx) => {
    const won = await redPackets.drawRedPacket(ctx);
    return { data: won, message: 'redpacket.drawn', params: { money: won.redpacketmoney } };
  });
  route('redpacket.log', async (q, ctx) => ({ data: await redPackets.log(ctx, q) }));
  return router;
}
