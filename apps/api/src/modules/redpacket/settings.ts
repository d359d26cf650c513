import type { PrismaClient, Tx } from '../../db/client.js';
import type { WindowSettings } from './windows.js';

/**
 * The red packet's windows (the red_packet_settings row), read on every use: a change in the
 * back office applies to the next draw on every instance.
 */
export function createRedPacketSettings({ prisma }: { prisma: PrismaClient }) {
  async function read(db: PrismaClient | Tx = prisma): Promise<WindowSettings> {
    const row = await db.redPacketSettings.findUnique({ where: { id: 1 } });
    if (!row) throw new Error('red_packet_settings row missing: the redpacket migration has not run');
    return { drawStart: row.drawStart, drawEnd: row.drawEnd, countStart: row.countStart, countEnd: row.countEnd };
  }
  return { read };
}

export type RedPacketSettingsStore = ReturnType<typeof createRedPacketSettings>;
