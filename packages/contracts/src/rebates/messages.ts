import type { MessageTable } from '../common/i18n.js';

// Rebates (fanshui); the client uses it already.
export const rebatesMessages = {
  'rebate.nothing': { zh_CN: '暂无领取额度！', zh_TW: '暂无领取额度！', en_US: 'Nothing to collect yet!', kr: '수령 가능한 금액이 없습니다!', jp: '受け取れる金額がありません！', th: 'ยังไม่มียอดให้รับ!' },
} as const satisfies MessageTable;
