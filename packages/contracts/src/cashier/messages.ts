import type { MessageTable } from '../common/i18n.js';

// Deposits and withdrawals; the client uses it already.
export const cashierMessages = {
  'withdraw.min': { zh_CN: '单笔取款不能低于100元', zh_TW: '单笔取款不能低于100元', en_US: 'A single withdrawal cannot be less than 100', kr: '1회 출금액은 100 이상이어야 합니다', jp: '1回の出金額は100以上である必要があります', th: 'ถอนเงินขั้นต่ำครั้งละ 100' },
} as const satisfies MessageTable;
