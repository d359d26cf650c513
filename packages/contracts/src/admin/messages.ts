import type { MessageTable } from '../common/i18n.js';

// The back office.
export const adminMessages = {
  'admin.amountInvalid': { zh_CN: '金额格式不正确（最多两位小数，不能为0）', zh_TW: '金額格式不正確（最多兩位小數，不能為0）', en_US: "Invalid amount (at most 2 decimals, not 0)", kr: '금액 형식이 올바르지 않습니다(소수 2자리까지, 0 불가)', jp: '金額の形式が正しくありません（小数2桁まで、0は不可）', th: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง และไม่เป็น 0)' },
  'admin.memoRequired': { zh_CN: '请填写备注', zh_TW: '請填寫備註', en_US: "Please give a memo", kr: '메모를 입력하세요', jp: 'メモを入力してください', th: 'กรุณากรอกหมายเหตุ' },
  'admin.userNotFound': { zh_CN: '会员不存在', zh_TW: '會員不存在', en_US: "No such member", kr: '존재하지 않는 회원입니다', jp: '会員が存在しません', th: 'ไม่พบสมาชิกนี้' },
} as const satisfies MessageTable;
