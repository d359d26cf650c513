import { ReplyCode, type PlatformToggleInput } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { AdminContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import type { Platforms } from '../../providers/platforms.js';

/** The back office's game platforms: every platform (disabled ones too) with its game count, and enable / disable (audited). */
export function createPlatformAdmin({ prisma, platforms, audit }: { prisma: PrismaClient; platforms: Platforms; audit: Audit }) {
  async function list() {
    const [rows, counts] = await Promise.all([
      prisma.platform.findMany({ orderBy: [{ sort: 'asc' }, { platname: 'asc' }] }),
      prisma.game.groupBy({ by: ['platformName'], _count: { _all: true } }),
    ]);
    const games = new Map(counts.map((c) => [c.platformName.toUpperCase(), c._count._all]));
    return rows.map((p) => ({ platname: p.platname, name: p.name, adapter: p.adapter, enabled: p.enabled, games: games.get(p.platname.toUpperCase()) ?? 0 }));
  }

  /** A disabled platform leaves the cached list at once: it cannot be launched or transferred to. The change commits with its audit row. */
  async function toggle(ctx: AdminContext, input: PlatformToggleInput) {
    const platname = input.platname.toUpperCase();
    await prisma.$transaction(async (tx) => {
      const before = await tx.platform.findUnique({ where: { platname } });
      if (!before) throw new AppError(ReplyCode.notFound, 'transfer.platformUnknown');
      await tx.platform.update({ where: { platname }, data: { enabled: input.enabled } });
      await audit(tx, {
        adminId: ctx.adminId,
        action: input.enabled ? 'games.platform.enable' : 'games.platform.disable',
        target: platname,
        detail: { before: { enabled: before.enabled }, after: { enabled: input.enabled } },
      });
    });
    platforms.forget();
  }

  return { list, toggle };
}
