import type { MessageTable } from '../common/i18n.js';

// The back office.
export const adminTexts = {
  'admin.amountInvalid': { zh_CN: '金额格式不正确（最多两位小数，不能为0）', zh_TW: '金額格式不正確（最多兩位小數，不能為0）', en_US: "Invalid amount (at most 2 decimals, not 0)", kr: '금액 형식이 올바르지 않습니다(소수 2자리까지, 0 불가)', jp: '金額の形式が正しくありません（小数2桁まで、0は不可）', th: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง และไม่เป็น 0)' },
  'admin.memoRequired': { zh_CN: '请填写备注', zh_TW: '請填寫備註', en_US: "Please give a memo", kr: '메모를 입력하세요', jp: 'メモを入力してください', th: 'กรุณากรอกหมายเหตุ' },
  'admin.userNotFound': { zh_CN: '会员不存在', zh_TW: '會員不存在', en_US: "No such member", kr: '존재하지 않는 회원입니다', jp: '会員が存在しません', th: 'ไม่พบสมาชิกนี้' },
  'admin.adjustTooLarge': { zh_CN: '单笔调整不能超过{max}元', zh_TW: '單筆調整不能超過{max}元', en_US: 'A single adjustment cannot be more than {max}', kr: '1회 조정액은 {max}을(를) 초과할 수 없습니다', jp: '1回の調整額は{max}を超えることはできません', th: 'การปรับยอดต่อครั้งต้องไม่เกิน {max}' },
  'admin.correctionReasonRequired': { zh_CN: '更正须填写更正原因', zh_TW: '更正須填寫更正原因', en_US: 'A correction needs a reason', kr: '정정에는 사유를 입력해야 합니다', jp: '訂正には理由の入力が必要です', th: 'การแก้ไขต้องระบุเหตุผล' },
  'admin.adjustPending': { zh_CN: '调整金额超过{threshold}元，已提交待另一位管理员审核', zh_TW: '調整金額超過{threshold}元，已提交待另一位管理員審核', en_US: 'Above {threshold}: the adjustment waits for a second staff member to approve it', kr: '{threshold} 초과 조정은 다른 관리자의 승인을 기다립니다', jp: '{threshold}を超える調整は別の管理者の承認待ちです', th: 'ยอดเกิน {threshold} รอผู้ดูแลอีกคนอนุมัติ' },
  'admin.adjustApproved': { zh_CN: '调整已审核通过并入账', zh_TW: '調整已審核通過並入帳', en_US: 'Adjustment approved and posted', kr: '조정이 승인되어 반영되었습니다', jp: '調整を承認し、反映しました', th: 'อนุมัติและบันทึกการปรับยอดแล้ว' },
  'admin.adjustRejected': { zh_CN: '调整已拒绝', zh_TW: '調整已拒絕', en_US: 'Adjustment rejected', kr: '조정이 거절되었습니다', jp: '調整を却下しました', th: 'ปฏิเสธการปรับยอดแล้ว' },
  'admin.adjustOwnRequest': { zh_CN: '不能审核自己提交的调整，须由另一位管理员审核', zh_TW: '不能審核自己提交的調整，須由另一位管理員審核', en_US: 'You requested this adjustment: another staff member must decide it', kr: '본인이 요청한 조정은 다른 관리자가 처리해야 합니다', jp: 'ご自身が申請した調整は別の管理者が判断する必要があります', th: 'คุณเป็นผู้ขอการปรับยอดนี้ ต้องให้ผู้ดูแลคนอื่นตัดสิน' },
  'admin.adjustDecided': { zh_CN: '该调整已处理', zh_TW: '該調整已處理', en_US: 'This adjustment has already been decided', kr: '이미 처리된 조정입니다', jp: 'この調整は処理済みです', th: 'การปรับยอดนี้ได้รับการตัดสินแล้ว' },
  'admin.adjustNotFound': { zh_CN: '调整申请不存在', zh_TW: '調整申請不存在', en_US: 'No such adjustment request', kr: '존재하지 않는 조정 요청입니다', jp: '調整申請が存在しません', th: 'ไม่พบคำขอปรับยอดนี้' },
  'admin.rejectReasonRequired': { zh_CN: '请填写拒绝原因', zh_TW: '請填寫拒絕原因', en_US: 'Please give the reason for rejecting', kr: '거절 사유를 입력하세요', jp: '却下理由を入力してください', th: 'กรุณาระบุเหตุผลที่ปฏิเสธ' },
} as const satisfies MessageTable;
