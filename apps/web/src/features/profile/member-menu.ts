import type { LineIconName } from '../../art/line-icons';

/** The member menu (spec §2.5), in the order the side menu and the phone drawer show it. */
export const MEMBER_MENU: readonly { to: string; key: string; icon: LineIconName }[] = [
  { to: '/mine/recharge', key: 'mine.menuRecharge', icon: 'recharge' },
  { to: '/mine/withdraw', key: 'mine.menuWithdraw', icon: 'wallet' },
  { to: '/mine/transfer', key: 'mine.menuTransfer', icon: 'transfer' },
  { to: '/mine/bankCard', key: 'mine.menuWallet', icon: 'wallet' },
  { to: '/mine/transRecord', key: 'mine.menuRecords', icon: 'records' },
  { to: '/mine/betRecord', key: 'mine.menuBets', icon: 'bets' },
  { to: '/mine/fanshui', key: 'mine.menuFanshui', icon: 'records' },
  { to: '/mine/welfare', key: 'mine.menuWelfare', icon: 'records' },
  { to: '/mine/center', key: 'mine.menuCenter', icon: 'profile' },
  { to: '/mine/activityRecord', key: 'mine.menuActivityRecord', icon: 'gift' },
  { to: '/mine/message', key: 'mine.menuMessage', icon: 'message' },
  { to: '/mine/responsible', key: 'mine.menuResponsible', icon: 'shield' },
  { to: '/mine/feedback', key: 'mine.menuFeedback', icon: 'feedback' },
];

/** An agent goes to their agent page; anyone else to the application. */
export const agentMenuPath = (isAgent: number | boolean | undefined) => (isAgent ? '/mine/agent' : '/mine/applyagent');
