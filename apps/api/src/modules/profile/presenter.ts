import type { UserInfo } from '@portal/contracts';
import { VIP_LEVELS } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { prismaSql } from '../../db/sql.js';
import { centralBalance } from '../wallet/accounts.js';
import { formatMoney } from '../wallet/money.js';

export const vipBadgePath = (level: number) => `/static/vip/${level}.svg`;

/** The member as the original's /api/user replied it; never a password or hash. */
export async function presentUser(prisma: PrismaClient, userId: number): Promise<UserInfo | null> {
  const [user, app, balance] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId } }),
    prisma.appInfo.findUnique({ where: { id: 1 } }),
    centralBalance(prismaSql(prisma), userId),
  ]);
  if (!user) return null;
  const next = Math.min(user.vipLevel + 1, VIP_LEVELS);
  return {
    username: user.username,
    balance: formatMoney(balance),
    realname: user.realname,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    birthday: user.birthday ?? '',
    avatar: user.avatar,
    transferstatus: user.transferStatus,
    vip: user.vipLevel,
    current_vip: `P${user.vipLevel}`,
    next_vip: `P${next}`,
    vipname: vipBadgePath(user.vipLevel),
    paysum: formatMoney(user.paysum),
    totalgame: formatMoney(user.totalgame),
    // Rebates accrue from settled bets (wallet/rebate issues); none exist before those land.
    fanshui: '0.00',
    usdtrate: (app?.usdtRate ?? 0).toString(),
    withdrawusdtrate: (app?.withdrawUsdtRate ?? 0).toString(),
    withdrawcashfee: (app?.withdrawCashFee ?? 0).toString(),
    withdrawfeeusdttrc: (app?.withdrawFeeUsdtTrc ?? 0).toString(),
    isagent: user.isAgent ? 1 : 0,
    has_paypassword: user.payPasswordHash !== '',
    created_at: user.createdAt.toISOString(),
  };
}
