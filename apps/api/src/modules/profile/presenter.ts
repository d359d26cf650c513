import type { UserInfo } from '@portal/contracts';
import { vipBadgePath, vipCodes } from '@portal/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { ProfileRow } from './store.js';
import { formatMoney } from '../../money.js';
import type { AppInfoRow } from '../site/index.js';

/** The member as the original's /api/user replied it; never a password or hash. */
export function presentUser({
  user,
  app,
  balance,
  rebates,
}: {
  user: ProfileRow;
  app: AppInfoRow;
  balance: Prisma.Decimal;
  rebates: Prisma.Decimal | number;
}): UserInfo {
  return {
    username: user.username,
    balance: formatMoney(balance),
    realname: user.realname,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    birthday: user.birthday ?? '',
    avatar: user.avatar,
    transferstatus: user.transferStatus,
    auto_amount: user.autoTransferAmount === null ? null : formatMoney(user.autoTransferAmount),
    vip: user.vipLevel,
    ...vipCodes(user.vipLevel),
    vipname: vipBadgePath(user.vipLevel),
    paysum: formatMoney(user.paysum),
    totalgame: formatMoney(user.totalgame),
    // The claimable (pending) rebates.
    fanshui: formatMoney(rebates),
    usdtrate: (app.usdtRate ?? 0).toString(),
    withdrawusdtrate: (app.withdrawUsdtRate ?? 0).toString(),
    withdrawcashfee: (app.withdrawCashFee ?? 0).toString(),
    withdrawfeeusdttrc: (app.withdrawFeeUsdtTrc ?? 0).toString(),
    isagent: user.isAgent ? 1 : 0,
    has_paypassword: user.payPasswordHash !== '',
    created_at: user.createdAt.toISOString(),
  } satisfies UserInfo;
}
