import type { MessageTable } from '../common/i18n.js';

// Promotions (activities) and their applications.
export const contentMessages = {
  'activity.idRequired': { zh_CN: '请选择活动', zh_TW: '請選擇活動', en_US: 'Please choose a promotion', kr: '프로모션을 선택하세요', jp: 'プロモーションを選択してください', th: 'กรุณาเลือกโปรโมชั่น' },
  'activity.notFound': { zh_CN: '活动不存在或已结束', zh_TW: '活動不存在或已結束', en_US: 'This promotion does not exist or has ended', kr: '존재하지 않거나 종료된 프로모션입니다', jp: 'このプロモーションは存在しないか終了しました', th: 'ไม่พบโปรโมชั่นนี้หรือสิ้นสุดแล้ว' },
  'activity.alreadyApplied': { zh_CN: '您已申请过该活动，请勿重复申请', zh_TW: '您已申請過該活動，請勿重複申請', en_US: 'You have already applied for this promotion', kr: '이미 신청한 프로모션입니다', jp: 'このプロモーションには既に申請済みです', th: 'คุณสมัครโปรโมชั่นนี้แล้ว' },
  'activity.applyNotFound': { zh_CN: '申请记录不存在', zh_TW: '申請記錄不存在', en_US: 'No such application', kr: '신청 기록이 없습니다', jp: '申請記録がありません', th: 'ไม่พบใบสมัคร' },
  'activity.alreadyReviewed': { zh_CN: '该申请已审核', zh_TW: '該申請已審核', en_US: 'This application has already been reviewed', kr: '이미 검토된 신청입니다', jp: 'この申請は審査済みです', th: 'ใบสมัครนี้ได้รับการตรวจสอบแล้ว' },
} as const satisfies MessageTable;
