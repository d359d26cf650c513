import type { MessageTable } from './i18n.js';

// Generic replies and the idempotency guard.
export const commonTexts = {
  'common.ok': { zh_CN: '操作成功', zh_TW: '操作成功', en_US: 'Success', kr: '성공했습니다', jp: '成功しました', th: 'ดำเนินการสำเร็จ' },
  'common.saved': { zh_CN: '修改成功！', zh_TW: '修改成功！', en_US: 'Saved successfully!', kr: '수정되었습니다!', jp: '変更しました！', th: 'แก้ไขสำเร็จ!' },
  'common.badRequest': { zh_CN: '请求参数错误', zh_TW: '請求參數錯誤', en_US: 'Invalid request', kr: '잘못된 요청입니다', jp: 'リクエストが正しくありません', th: 'คำขอไม่ถูกต้อง' },
  'common.textUnreadable': { zh_CN: '输入内容含有无法保存的字符，请删除后重试', zh_TW: '輸入內容含有無法儲存的字元，請刪除後重試', en_US: 'The text contains characters that cannot be saved; please remove them and try again', kr: '저장할 수 없는 문자가 포함되어 있습니다. 삭제 후 다시 시도하세요', jp: '保存できない文字が含まれています。削除してからもう一度お試しください', th: 'ข้อความมีอักขระที่บันทึกไม่ได้ กรุณาลบออกแล้วลองอีกครั้ง' },
  'common.notFound': { zh_CN: '接口不存在', zh_TW: '介面不存在', en_US: 'No such API', kr: '존재하지 않는 API입니다', jp: '存在しないAPIです', th: 'ไม่พบ API นี้' },
  'common.serverError': { zh_CN: '服务器异常，请稍后再试', zh_TW: '服务器异常，请稍后再试', en_US: 'Server error, please try again later', kr: '서버 오류입니다. 잠시 후 다시 시도하세요', jp: 'サーバーエラーです。しばらくしてから再試行してください', th: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่ภายหลัง' },
  'common.serviceBusy': { zh_CN: '系统繁忙，请稍后再试', zh_TW: '系統繁忙，請稍後再試', en_US: 'Service busy, please try again later', kr: '시스템이 혼잡합니다. 잠시 후 다시 시도하세요', jp: 'システムが混み合っています。しばらくしてから再試行してください', th: 'ระบบไม่ว่าง กรุณาลองใหม่ภายหลัง' },
  'common.tooManyRequests': { zh_CN: '操作过于频繁，请稍后再试', zh_TW: '操作過於頻繁，請稍後再試', en_US: 'Too many attempts, please try again later', kr: '요청이 너무 많습니다. 잠시 후 다시 시도하세요', jp: '操作が多すぎます。しばらくしてから再試行してください', th: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง' },
  'common.samePage': { zh_CN: '已在当前页面！', zh_TW: '已在当前页面！', en_US: 'You are already on this page!', kr: '이미 현재 페이지입니다!', jp: 'すでにこのページにいます！', th: 'คุณอยู่ที่หน้านี้แล้ว!' },
  'common.copied': { zh_CN: '复制成功！', zh_TW: '复制成功！', en_US: 'Copied!', kr: '복사되었습니다!', jp: 'コピーしました！', th: 'คัดลอกสำเร็จ!' },
  'common.redirecting': { zh_CN: '正在跳转....', zh_TW: '正在跳转....', en_US: 'Redirecting....', kr: '이동 중....', jp: '移動中....', th: 'กำลังเปลี่ยนหน้า....' },
  'common.submittedForReview': { zh_CN: '提交成功，等待后台审核', zh_TW: '提交成功，等待后台审核', en_US: 'Submitted, awaiting review', kr: '제출되었습니다. 검토를 기다려 주세요', jp: '送信しました。審査をお待ちください', th: 'ส่งสำเร็จ รอการตรวจสอบ' },
  'common.amountInvalid': { zh_CN: '金额格式不正确（最多两位小数）', zh_TW: '金額格式不正確（最多兩位小數）', en_US: 'Invalid amount (at most 2 decimals)', kr: '금액 형식이 올바르지 않습니다 (소수점 이하 최대 2자리)', jp: '金額の形式が正しくありません（小数点以下2桁まで）', th: 'รูปแบบจำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)' },
  'idempotency.keyInvalid': { zh_CN: '请求编号格式不正确', zh_TW: '請求編號格式不正確', en_US: "The Idempotency-Key header is malformed", kr: 'Idempotency-Key 헤더 형식이 올바르지 않습니다', jp: 'Idempotency-Key ヘッダーの形式が正しくありません', th: 'รูปแบบ Idempotency-Key ไม่ถูกต้อง' },
  'idempotency.keyRequired': { zh_CN: '请提供 Idempotency-Key 请求头', zh_TW: '請提供 Idempotency-Key 請求頭', en_US: 'The Idempotency-Key header is required', kr: 'Idempotency-Key 헤더가 필요합니다', jp: 'Idempotency-Key ヘッダーが必要です', th: 'ต้องระบุ Idempotency-Key' },
  'idempotency.reused': { zh_CN: '该请求编号已用于其他操作', zh_TW: '該請求編號已用於其他操作', en_US: "This Idempotency-Key was already used for a different request", kr: '이 Idempotency-Key는 다른 요청에 이미 사용되었습니다', jp: 'この Idempotency-Key は別のリクエストで使用済みです', th: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว' },
  'idempotency.inProgress': { zh_CN: '相同请求正在处理中，请稍后', zh_TW: '相同請求正在處理中，請稍後', en_US: "The same request is still being processed, please wait", kr: '같은 요청을 처리 중입니다. 잠시 기다려 주세요', jp: '同じリクエストを処理中です。しばらくお待ちください', th: 'คำขอเดียวกันกำลังดำเนินการ กรุณารอสักครู่' },
} as const satisfies MessageTable;
