import type { MessageTable } from '../common/i18n.js';

// The inbox: its replies and refusals, and the templates of the messages the reviews write
// (`<template>.title` / `<template>.content`, placeholders filled at read time in the reader's locale).
export const inboxTexts = {
  'inbox.notFound': { zh_CN: '消息不存在', zh_TW: '訊息不存在', en_US: 'No such message', kr: '존재하지 않는 메시지입니다', jp: 'メッセージが存在しません', th: 'ไม่พบข้อความนี้' },
  'inbox.recipientRequired': { zh_CN: '请填写会员账号，或选择发送给全部会员', zh_TW: '請填寫會員帳號，或選擇發送給全部會員', en_US: 'Give a member username, or choose to send to all members', kr: '회원 아이디를 입력하거나 전체 회원 발송을 선택하세요', jp: '会員アカウントを入力するか、全会員への送信を選択してください', th: 'กรุณาระบุชื่อผู้ใช้สมาชิก หรือเลือกส่งถึงสมาชิกทั้งหมด' },
  'inbox.titleRequired': { zh_CN: '请填写消息标题（最多100字）', zh_TW: '請填寫訊息標題（最多100字）', en_US: 'Please give a title (at most 100 characters)', kr: '제목을 입력하세요(최대 100자)', jp: 'タイトルを入力してください（100文字以内）', th: 'กรุณากรอกหัวข้อ (ไม่เกิน 100 ตัวอักษร)' },
  'inbox.contentRequired': { zh_CN: '请填写消息内容（最多2000字）', zh_TW: '請填寫訊息內容（最多2000字）', en_US: 'Please give the content (at most 2000 characters)', kr: '내용을 입력하세요(최대 2000자)', jp: '内容を入力してください（2000文字以内）', th: 'กรุณากรอกเนื้อหา (ไม่เกิน 2000 ตัวอักษร)' },
  'inbox.sent': { zh_CN: '已发送给{count}位会员', zh_TW: '已發送給{count}位會員', en_US: 'Sent to {count} member(s)', kr: '{count}명의 회원에게 발송했습니다', jp: '{count}名の会員に送信しました', th: 'ส่งถึงสมาชิก {count} คนแล้ว' },

  // ---- templates written by the reviews ----
  'inbox.deposit.approved.title': { zh_CN: '充值到账通知', zh_TW: '充值到帳通知', en_US: 'Deposit credited', kr: '충전 완료 안내', jp: '入金反映のお知らせ', th: 'แจ้งเงินฝากเข้าบัญชี' },
  'inbox.deposit.approved.content': {
    zh_CN: '您的充值订单 {order_no} 已审核通过，{amount} 元已存入您的中心钱包。',
    zh_TW: '您的充值訂單 {order_no} 已審核通過，{amount} 元已存入您的中心錢包。',
    en_US: 'Your deposit {order_no} was approved: {amount} has been credited to your central wallet.',
    kr: '충전 주문 {order_no}이(가) 승인되어 {amount}이(가) 중앙 지갑에 입금되었습니다.',
    jp: '入金注文 {order_no} が承認され、{amount} がメインウォレットに入金されました。',
    th: 'คำสั่งฝากเงิน {order_no} ได้รับการอนุมัติแล้ว ยอด {amount} เข้ากระเป๋าเงินหลักของคุณแล้ว',
  },
  'inbox.deposit.rejected.title': { zh_CN: '充值审核未通过', zh_TW: '充值審核未通過', en_US: 'Deposit not approved', kr: '충전 승인 거절', jp: '入金が承認されませんでした', th: 'เงินฝากไม่ได้รับการอนุมัติ' },
  'inbox.deposit.rejected.content': {
    zh_CN: '您的充值订单 {order_no}（{amount} 元）未通过审核。原因：{reason}',
    zh_TW: '您的充值訂單 {order_no}（{amount} 元）未通過審核。原因：{reason}',
    en_US: 'Your deposit {order_no} ({amount}) was not approved. Reason: {reason}',
    kr: '충전 주문 {order_no}({amount})이(가) 승인되지 않았습니다. 사유: {reason}',
    jp: '入金注文 {order_no}（{amount}）は承認されませんでした。理由：{reason}',
    th: 'คำสั่งฝากเงิน {order_no} ({amount}) ไม่ได้รับการอนุมัติ เหตุผล: {reason}',
  },
  'inbox.withdrawal.approved.title': { zh_CN: '提现成功通知', zh_TW: '提現成功通知', en_US: 'Withdrawal paid', kr: '출금 완료 안내', jp: '出金完了のお知らせ', th: 'แจ้งการถอนเงินสำเร็จ' },
  'inbox.withdrawal.approved.content': {
    zh_CN: '您的提现订单 {order_no}（{amount} 元）已审核通过，款项已安排出款，请留意到账。',
    zh_TW: '您的提現訂單 {order_no}（{amount} 元）已審核通過，款項已安排出款，請留意到帳。',
    en_US: 'Your withdrawal {order_no} ({amount}) was approved and the payout is on its way.',
    kr: '출금 주문 {order_no}({amount})이(가) 승인되어 지급이 진행 중입니다.',
    jp: '出金注文 {order_no}（{amount}）が承認され、お支払い手続き中です。',
    th: 'คำสั่งถอนเงิน {order_no} ({amount}) ได้รับการอนุมัติแล้ว กำลังดำเนินการโอนเงิน',
  },
  'inbox.withdrawal.rejected.title': { zh_CN: '提现审核未通过', zh_TW: '提現審核未通過', en_US: 'Withdrawal not approved', kr: '출금 승인 거절', jp: '出金が承認されませんでした', th: 'การถอนเงินไม่ได้รับการอนุมัติ' },
  'inbox.withdrawal.rejected.content': {
    zh_CN: '您的提现订单 {order_no}（{amount} 元）未通过审核，金额已退回您的中心钱包。原因：{reason}',
    zh_TW: '您的提現訂單 {order_no}（{amount} 元）未通過審核，金額已退回您的中心錢包。原因：{reason}',
    en_US: 'Your withdrawal {order_no} ({amount}) was not approved; the amount is back in your central wallet. Reason: {reason}',
    kr: '출금 주문 {order_no}({amount})이(가) 승인되지 않아 금액이 중앙 지갑으로 반환되었습니다. 사유: {reason}',
    jp: '出金注文 {order_no}（{amount}）は承認されず、金額はメインウォレットに戻されました。理由：{reason}',
    th: 'คำสั่งถอนเงิน {order_no} ({amount}) ไม่ได้รับการอนุมัติ ยอดเงินคืนเข้ากระเป๋าเงินหลักแล้ว เหตุผล: {reason}',
  },
  'inbox.activity.approved.title': { zh_CN: '活动申请已通过', zh_TW: '活動申請已通過', en_US: 'Promotion application approved', kr: '이벤트 신청 승인', jp: 'キャンペーン申請が承認されました', th: 'ใบสมัครโปรโมชั่นได้รับการอนุมัติ' },
  'inbox.activity.approved.content': {
    zh_CN: '您申请的活动「{activity}」已审核通过。',
    zh_TW: '您申請的活動「{activity}」已審核通過。',
    en_US: 'Your application for the promotion "{activity}" was approved.',
    kr: '신청하신 이벤트 「{activity}」이(가) 승인되었습니다.',
    jp: 'お申し込みのキャンペーン「{activity}」が承認されました。',
    th: 'ใบสมัครโปรโมชั่น "{activity}" ของคุณได้รับการอนุมัติแล้ว',
  },
  'inbox.activity.rejected.title': { zh_CN: '活动申请未通过', zh_TW: '活動申請未通過', en_US: 'Promotion application not approved', kr: '이벤트 신청 거절', jp: 'キャンペーン申請が承認されませんでした', th: 'ใบสมัครโปรโมชั่นไม่ได้รับการอนุมัติ' },
  'inbox.activity.rejected.content': {
    zh_CN: '您申请的活动「{activity}」未通过审核。原因：{reason}',
    zh_TW: '您申請的活動「{activity}」未通過審核。原因：{reason}',
    en_US: 'Your application for the promotion "{activity}" was not approved. Reason: {reason}',
    kr: '신청하신 이벤트 「{activity}」이(가) 승인되지 않았습니다. 사유: {reason}',
    jp: 'お申し込みのキャンペーン「{activity}」は承認されませんでした。理由：{reason}',
    th: 'ใบสมัครโปรโมชั่น "{activity}" ของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason}',
  },
  // Shown in place of an empty reason.
  'inbox.noReason': { zh_CN: '未注明', zh_TW: '未註明', en_US: 'not given', kr: '미기재', jp: '記載なし', th: 'ไม่ระบุ' },
} as const satisfies MessageTable;
