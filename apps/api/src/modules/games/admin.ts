import { ReplyCode, type PlatformToggleInput } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import type { Platforms } from '../../providers/platforms.js';
import { allPlatforms, gameCounts, setPlatformEnabled } from './store.js';

/** The back office's game platforms: every platform (disabled ones too) with its game count, and enable / disable (audited). */
export function createPlatformAdmin({ sql, platforms, audit }: { sql: SqlPool; platforms: Platforms; audit: Audit }) {
  async function list() {
    const [rows, counts] = await Promise.all([allPlatforms(sql), gameCounts(sql)]);
    const games = new Map(counts.map((c) => [c.platform_name.toUpperCase(), c.games]));
    return rows.map((p) => ({ platname: p.platname, name: p.name, adapter: p.adapter, enabled: p.enabled, games: games.get(p.platname.toUpperCase()) ?? 0 }));
  }

  /** A disabled platform leaves the cached list at once: it cannot be launched or transferred to. The change commits with its audit row. */
  async function toggle(ctx: AdminContext, input: PlatformToggleInput) {
    const platname = input.platname.toUpperCase();
    await sql.tx(async (tx) => {
      const wasEnabled = await setPlatformEnabled(tx, platname, input.enabled);
      if (wasEnabled === undefined) throw new AppError(ReplyCode.notFound, 'transfer.platformUnknown');
      await audit(tx, {
        adminId: ctx.adminId,
        action: input.enabled ? 'games.platform.enable' : 'games.platform.disable',
        target: platname,
        detail: { before: { enabled: wasEnabled }, after: { enabled: input.enabled } },
      });
    });
    platforms.forget();
  }

  return { list, toggle };
}
