import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { redPacketLogSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { RedPacketService } from './service.js';

/** The member's red packet: status (GET, as the original), the draw, the welfare record. */
export function redPacketRoutes(ep: Endpoints, redPackets: RedPacketService): Router {
  const r = createRouter();
  const status = ep.member({}, async (_i, ctx) => ({ data: await redPackets.status(ctx) }));
  r.get('/userredpacket', ...status);
  r.post('/userredpacket', ...status);
  r.post('/douserredpacket', ...ep.member({ idempotent: 'redpacket.draw' }, async (_i, ctx) => {
    const won = await redPackets.drawRedPacket(ctx);
    return { data: won, message: 'redpacket.drawn', params: { money: won.redpacketmoney } };
  }));
  r.post('/userredpacketlog', ...ep.member({ schema: redPacketLogSchema }, async (q, ctx) => ({ data: await redPackets.log(ctx, q) })));
  return r;
}
