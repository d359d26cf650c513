import { RedPacketSwitch, SiteState } from '@portal/contracts';
import type { LaunchCode } from '@portal/game-rules';

// What a fresh portal starts with: site info, VIP levels, content and a game catalogue.
export const APP_INFO = {
  title: '金冠娱乐',
  // The brand in the scripts of the other languages (zh_CN's and the rest read `title`).
  i18n: { zh_TW: { title: '金冠娛樂' }, jp: { title: '金冠娯楽' } },
  siteState: SiteState.open,
  repairTips: '系统维护中，预计30分钟后恢复，给您带来不便敬请谅解。',
  redpacketSwitch: RedPacketSwitch.on,
  iosDownloadUrl: '/#/app',
  h5Url: '/#/',
  serviceUrl: '/support',
  visitUrl: '/#/app',
  indexModal: 1,
};

export const DEMO_MEMBER = {
  username: 'demo888',
  password: 'demo8888',
  payPassword: '888888',
  realname: '演示玩家',
  mobile: '13800138000',
  email: 'demo888@example.com',
};

// level, name, cumulative deposit, cumulative turnover, then rebate % for live, slots, cards, sport, lottery, e-sport.
// The 90-day turnover that keeps a level (keep_flow) is VIP_KEEP_FLOW_SHARE of its flow (level 1 is never dropped).
export const VIP_LEVEL_ROWS: [number, string, number, number, number, number, number, number, number, number][] = [
  [1, 'VIP1', 0, 0, 0.4, 0.4, 0.4, 0.4, 0.3, 0.4],
  [2, 'VIP2', 1_000, 10_000, 0.5, 0.5, 0.5, 0.5, 0.35, 0.5],
  [3, 'VIP3', 5_000, 50_000, 0.6, 0.6, 0.6, 0.55, 0.4, 0.6],
  [4, 'VIP4', 20_000, 200_000, 0.7, 0.7, 0.7, 0.6, 0.45, 0.7],
  [5, 'VIP5', 50_000, 500_000, 0.8, 0.8, 0.8, 0.65, 0.5, 0.8],
  [6, 'VIP6', 100_000, 1_000_000, 0.9, 0.9, 0.9, 0.7, 0.55, 0.9],
  [7, 'VIP7', 300_000, 3_000_000, 1.0, 1.0, 1.0, 0.75, 0.6, 1.0],
  [8, 'VIP8', 600_000, 6_000_000, 1.1, 1.1, 1.1, 0.8, 0.65, 1.1],
  [9, 'VIP9', 1_000_000, 10_000_000, 1.2, 1.2, 1.2, 0.9, 0.7, 1.2],
  [10, 'VIP10', 3_000_000, 30_000_000, 1.3, 1.3, 1.3, 1.0, 0.8, 1.3],
];
export const VIP_KEEP_FLOW_SHARE = 0.2;

export const BANNERS = [
  { type: 1, title: '新会员首存礼遇', image: '/static/banner/1.svg', link: '/activity', sort: 1 },
  { type: 1, title: '自营桌台 百家乐·龙虎·轮盘', image: '/static/banner/2.svg', link: '/realbet', sort: 2 },
  { type: 1, title: '体育投注 串关与提前兑现', image: '/static/banner/5.svg', link: '/sport', sort: 3 },
  { type: 1, title: '四款自营老虎机 各有玩法', image: '/static/banner/3.svg', link: '/concise', sort: 4 },
  { type: 2, title: '手机APP 随时畅玩', image: '/static/banner/4.svg', link: '/app', sort: 1 },
];

/**
 * Banners seeded by earlier versions that promised what the portal does not offer (live dealers,
 * in-play on every match): on start, a row still carrying one of these titles takes the seeded
 * replacement's (the sports one is also moved by its migration, 20261128220000).
 */
export const RETIRED_BANNER_TITLES: Record<string, (typeof BANNERS)[number]> = {
  '真人视讯 极速开局': BANNERS[1]!,
  '体育赛事 全场滚球': BANNERS[2]!,
};

export const NOTICES = [
  { title: '系统升级公告', content: '为提供更优质的服务，本站将于每周二 06:00-08:00（北京时间）进行例行维护。', isHome: true, sort: 1 },
  { title: '存款通道更新', content: 'USDT-ERC20 与 USDT-TRC20 充值通道已全面开放，请务必按页面显示的金额付款。', isHome: true, sort: 2 },
  { title: '防诈骗提醒', content: '本站客服不会以任何理由向您索取密码或验证码，请提高警惕。', isHome: false, sort: 3 },
  { title: 'VIP 晋级规则调整', content: '自本月起，VIP 晋级每日最多一级，保级流水周期为 90 天。', isHome: false, sort: 4 },
  { title: '返水发放时间', content: '每日返水将于次日 15:00-16:00（北京时间）发放，请于会员中心领取。', isHome: false, sort: 5 },
];

type GameRow = [category: string, platform: string, code: string, name: string];
export const GAMES: GameRow[] = [
  ['realbet', 'AG', '0', 'AG真人'],
  ['realbet', 'BBIN', '0', 'BBIN真人'],
  ['realbet', 'DG', '0', 'DG真人'],
  ['realbet', 'OB', '0', 'OB真人'],
  ['realbet', 'EVO', '0', 'EVO真人'],
  ['sport', 'SABA', '0', '沙巴体育'],
  ['sport', 'CROWN', '0', '皇冠体育'],
  ['sport', 'IM', '0', 'IM体育'],
  ['lottery', 'VR', '0', 'VR彩票'],
  ['lottery', 'TCG', '0', 'TCG彩票'],
  ['lottery', 'KENO', '0', '快乐彩'],
  ['joker', 'KY', '0', '开元棋牌'],
  ['joker', 'LEG', '0', '乐游棋牌'],
  ['gaming', 'IA', '0', 'IA电竞'],
  ['gaming', 'AVIA', '0', '泛亚电竞'],
  ['pcgame', 'PCGAME', '0', 'PC游戏馆'],
  ['mobilegame', 'MOBILEGAME', '0', '手机游戏馆'],
  ['concise', 'OB', 'ob-fortune', '财神到'],
  ['concise', 'OB', 'ob-dragon', '龙腾四海'],
  ['concise', 'FG', 'fg-fruit', '水果派对'],
  ['concise', 'FG', 'fg-ocean', '深海寻宝'],
  ['concise', 'PP', 'pp-gates', '众神之门'],
  ['concise', 'PP', 'pp-sweet', '甜蜜盛宴'],
  ['concise', 'AE', 'ae-panda', '熊猫传奇'],
  ['concise', 'AE', 'ae-gold', '黄金矿工'],
];

/**
 * The game platforms (wallets of the Transfer screen and the venue pages), served by the built-in
 * platforms: the sport and e-sport venues by the sportsbook (docs/sportsbook.md), the lottery venues
 * by the lottery (providers/lottery, docs/lottery.md), the others by the game hall; each brand keeps
 * its own wallets. defaultGame is what a launch without a game code opens: 'hall' the classic slot,
 * sic bo and baccarat; 'tables' the house's own baccarat, dragon tiger and roulette (the live
 * venues, until a live provider is connected); 'cards' the house's bull bull, three-card and dragon
 * tiger (the card venues); 'lottery' the lottery's lobby, or one of its games ('keno'). A database
 * seeded before these halls existed is moved by the migrations house_tables_and_card_games and
 * lottery.
 */
type PlatformRow = [platname: string, name: string, category: string, defaultGame: LaunchCode | 'lottery' | 'keno'];
export const PLATFORMS: PlatformRow[] = [
  ['PCGAME', 'PC游戏馆', 'pcgame', 'hall'],
  ['MOBILEGAME', '手机游戏馆', 'mobilegame', 'hall'],
  ['AG', 'AG真人', 'realbet', 'tables'],
  ['BBIN', 'BBIN真人', 'realbet', 'tables'],
  ['DG', 'DG真人', 'realbet', 'tables'],
  ['OB', 'OB真人', 'realbet', 'tables'],
  ['EVO', 'EVO真人', 'realbet', 'tables'],
  ['SABA', '沙巴体育', 'sport', 'hall'],
  ['CROWN', '皇冠体育', 'sport', 'hall'],
  ['IM', 'IM体育', 'sport', 'hall'],
  ['VR', 'VR彩票', 'lottery', 'lottery'],
  ['TCG', 'TCG彩票', 'lottery', 'lottery'],
  ['KENO', '快乐彩', 'lottery', 'keno'],
  ['KY', '开元棋牌', 'joker', 'cards'],
  ['LEG', '乐游棋牌', 'joker', 'cards'],
  ['IA', 'IA电竞', 'gaming', 'hall'],
  ['AVIA', '泛亚电竞', 'gaming', 'hall'],
  ['FG', 'FG电子', 'concise', 'slot'],
  ['PP', 'PP电子', 'concise', 'slot'],
  ['AE', 'AE电子', 'concise', 'slot'],
];

/** The provider simulator's platform, seeded outside production (seed.ts seedDemoProvider). */
export const DEMO_PROVIDER = {
  platname: 'SIM',
  name: 'SIM模拟电子',
  launchTemplate: 'http://127.0.0.1:4910/play?token={token}&user={user}&game={game}&lang={lang}',
};

/** What the demo member finds in the central wallet, credited through the ledger. */
export const DEMO_OPENING_BALANCE = '10000.00';

export const ACTIVITY_TYPES = ['新人专享', '日常活动', 'VIP特权'];

export const ACTIVITIES = [
  { type: 0, title: '新会员首存送38%', content: '新注册会员首次存款即可申请38%红利，最高3888元，1倍流水即可提款。', memo: '每位会员限申请一次' },
  {
    type: 1,
    title: '每日红包天天抢',
    content: '每日10:00-12:00（北京时间）登录即可参与抢红包，存款越多次数越多。',
    memo: '存款统计时间为前一日12:00至当日10:00',
  },
  { type: 1, title: '周末救援金', content: '周末负盈利满1000元即可申请救援金，最高8888元。', memo: '需于周一申请' },
  { type: 2, title: 'VIP生日礼金', content: 'VIP3及以上会员生日当月可申请生日礼金，1倍流水即可提款。', memo: '需完善生日资料' },
];
