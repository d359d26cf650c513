import type { MessageTable } from '../common/i18n.js';

// Rebates (fanshui); the client uses it already.
export const rebatesTexts = {
  'rebate.nothing': {
    zh_CN: '暂无领取额度！',
    zh_TW: '暫無領取額度！',
    en_US: 'Nothing to collect yet!',
    kr: '수령 가능한 금액이 없습니다!',
    jp: '受け取れる金額がありません！',
    th: 'ยังไม่มียอดให้รับ!',
  },
  'rebate.collected': {
    zh_CN: '领取成功',
    zh_TW: '領取成功',
    en_US: 'Rebates collected',
    kr: '리베이트를 수령했습니다',
    jp: 'リベートを受け取りました',
    th: 'รับเงินคืนเรียบร้อยแล้ว',
  },
} as const satisfies MessageTable;
