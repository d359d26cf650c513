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
  'rebate.reviewing': {
    zh_CN: '返水 {amount} 元超过 {threshold} 元，须经财务人员复核后发放',
    zh_TW: '返水 {amount} 元超過 {threshold} 元，須經財務人員覆核後發放',
    en_US: 'Rebates of {amount} are above {threshold}: they are paid once finance staff have reviewed them',
    kr: '리베이트 {amount}은(는) {threshold}을(를) 초과하여 재무 담당자의 검토 후 지급됩니다',
    jp: 'リベート {amount} は {threshold} を超えるため、財務担当者の確認後に支払われます',
    th: 'เงินคืน {amount} เกิน {threshold} จะจ่ายหลังเจ้าหน้าที่การเงินตรวจสอบแล้ว',
  },
} as const satisfies MessageTable;
