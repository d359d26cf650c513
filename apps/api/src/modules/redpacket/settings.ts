import type { Sql } from '../../db/sql.js';
import { windowSettings } from './store.js';
import type { WindowSettings } from './windows.js';

/**
 * The red packet's windows (the red_packet_settings row), read on every use: a change in the
 * back office applies to the next draw on every instance.
 */
export function createRedPacketSettings({ sql }: { sql: Sql }) {
  async function read(): Promise<WindowSettings> {
    const row = await windowSettings(sql);
    if (!row) throw new Error('red_packet_settings row missing: the redpacket migration has not run');
    return row;
  }
  return { read };
}

export type RedPacketSettingsStore = ReturnType<typeof createRedPacketSettings>;
