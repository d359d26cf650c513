import type { MessageTable } from '../common/i18n.js';

// Promotions (activities) and their applications.
export const contentTexts = {
  'activity.idRequired': { zh_CN: '请选择活动', zh_TW: '請選擇活動', en_US: 'Please choose a promotion', kr: '프로모션을 선택하세요', jp: 'プロモーションを選択してください', th: 'กรุณาเลือกโปรโมชั่น' },
  'activity.notFound': { zh_CN: '活动不存在或已结束', zh_TW: '活動不存在或已結束', en_US: 'This promotion does not exist or has ended', kr: '존재하지 않거나 종료된 프로모션입니다', jp: 'このプロモーションは存在しないか終了しました', th: 'ไม่พบโปรโมชั่นนี้หรือสิ้นสุดแล้ว' },
  'activity.alreadyApplied': { zh_CN: '您已申请过该活动，请勿重复申请', zh_TW: '您已申請過該活動，請勿重複申請', en_US: 'You have already applied for this promotion', kr: '이미 신청한 프로모션입니다', jp: 'このプロモーションには既に申請済みです', th: 'คุณสมัครโปรโมชั่นนี้แล้ว' },
  'activity.applyNotFound': { zh_CN: '申请记录不存在', zh_TW: '申請記錄不存在', en_US: 'No such application', kr: '신청 기록이 없습니다', jp: '申請記録がありません', th: 'ไม่พบใบสมัคร' },
  'activity.alreadyReviewed': { zh_CN: '该申请已审核', zh_TW: '該申請已審核', en_US: 'This application has already been reviewed', kr: '이미 검토된 신청입니다', jp: 'この申請は審査済みです', th: 'ใบสมัครนี้ได้รับการตรวจสอบแล้ว' },
  'content.invalid': { zh_CN: '内容格式不正确', zh_TW: '內容格式不正確', en_US: 'Invalid content', kr: '내용 형식이 올바르지 않습니다', jp: '内容の形式が正しくありません', th: 'รูปแบบเนื้อหาไม่ถูกต้อง' },
  'content.titleRequired': { zh_CN: '请填写标题', zh_TW: '請填寫標題', en_US: 'Please give a title', kr: '제목을 입력하세요', jp: 'タイトルを入力してください', th: 'กรุณากรอกหัวข้อ' },
  'content.contentRequired': { zh_CN: '请填写内容', zh_TW: '請填寫內容', en_US: 'Please write the content', kr: '내용을 입력하세요', jp: '内容を入力してください', th: 'กรุณากรอกเนื้อหา' },
  'content.imageRequired': { zh_CN: '请填写图片地址', zh_TW: '請填寫圖片地址', en_US: 'Please give the image address', kr: '이미지 주소를 입력하세요', jp: '画像のアドレスを入力してください', th: 'กรุณากรอกที่อยู่รูปภาพ' },
  'content.notFound': { zh_CN: '内容不存在', zh_TW: '內容不存在', en_US: 'No such item', kr: '존재하지 않는 항목입니다', jp: '項目が存在しません', th: 'ไม่พบรายการนี้' },
  'content.inUse': { zh_CN: '该活动已有申请记录，请改为下架', zh_TW: '該活動已有申請記錄，請改為下架', en_US: 'This promotion has applications: hide it instead', kr: '신청 기록이 있는 프로모션입니다. 비공개로 바꾸세요', jp: '申請のあるプロモーションです。非公開にしてください', th: 'โปรโมชั่นนี้มีผู้สมัครแล้ว กรุณาซ่อนแทน' },
  'content.typeUnknown': { zh_CN: '活动分类不存在', zh_TW: '活動分類不存在', en_US: 'No such promotion type', kr: '존재하지 않는 프로모션 분류입니다', jp: 'プロモーション分類が存在しません', th: 'ไม่พบประเภทโปรโมชั่นนี้' },
} as const satisfies MessageTable;
