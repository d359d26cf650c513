import type { MessageTable } from '../common/i18n.js';

// Bet and financial record filters.
export const recordsTexts = {
  'records.dateInvalid': {
    zh_CN: '时间筛选不正确',
    zh_TW: '時間篩選不正確',
    en_US: 'Unknown date filter',
    kr: '알 수 없는 기간 필터입니다',
    jp: '期間の指定が正しくありません',
    th: 'ตัวกรองวันที่ไม่ถูกต้อง',
  },
  'records.typeInvalid': {
    zh_CN: '交易类型不正确',
    zh_TW: '交易類型不正確',
    en_US: 'Unknown transaction type',
    kr: '알 수 없는 거래 유형입니다',
    jp: '取引種別が正しくありません',
    th: 'ประเภทรายการไม่ถูกต้อง',
  },
} as const satisfies MessageTable;
