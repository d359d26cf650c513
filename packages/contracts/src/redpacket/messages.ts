import type { MessageTable } from '../common/i18n.js';

// Red packets; the client uses them already.
export const redPacketMessages = {
  'redpacket.closed': { zh_CN: '红包已关闭', zh_TW: '红包已关闭', en_US: 'Red packets are closed', kr: '홍바오 이벤트가 종료되었습니다', jp: 'お年玉は終了しました', th: 'อั่งเปาปิดแล้ว' },
  'redpacket.noDraws': { zh_CN: '您的剩余次数不足！', zh_TW: '您的剩余次数不足！', en_US: 'You have no draws left!', kr: '남은 횟수가 부족합니다!', jp: '残り回数が足りません！', th: 'จำนวนสิทธิ์คงเหลือไม่พอ!' },
} as const satisfies MessageTable;
