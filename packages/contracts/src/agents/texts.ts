import type { MessageTable } from '../common/i18n.js';

// The agent programme: the application (spec §5 texts verbatim in both Chinese locales), the
// agent's page, the back office's review and the inbox messages the review writes.
export const agentsTexts = {
  'agent.unavailable': { zh_CN: '代理后台暂未开放，请联系客服', zh_TW: '代理後台暫未開放，請聯繫客服', en_US: 'The agent back office is not available yet, please contact support', kr: '에이전트 관리 페이지가 아직 열리지 않았습니다. 고객센터에 문의하세요', jp: '代理店管理画面はまだ利用できません。サポートにお問い合わせください', th: 'ระบบหลังบ้านตัวแทนยังไม่เปิดให้บริการ กรุณาติดต่อฝ่ายบริการลูกค้า' },
  'agent.notAgent': { zh_CN: '您还不是代理，请先申请成为代理', zh_TW: '您還不是代理，請先申請成為代理', en_US: "You are not an agent yet: please apply first", kr: '아직 에이전트가 아닙니다. 먼저 신청하세요', jp: 'まだ代理店ではありません。先に申請してください', th: 'คุณยังไม่ได้เป็นตัวแทน กรุณาสมัครก่อน' },
  'agent.mobileFormat': { zh_CN: '请输入正确手机号', zh_TW: '请输入正确手机号', en_US: 'Please enter a valid mobile number', kr: '올바른 휴대폰 번호를 입력하세요', jp: '正しい携帯番号を入力してください', th: 'กรุณากรอกเบอร์มือถือที่ถูกต้อง' },
  'agent.applyInfoRequired': { zh_CN: '请输入申请理由', zh_TW: '请输入申请理由', en_US: 'Please enter the reason for your application', kr: '신청 사유를 입력하세요', jp: '申請理由を入力してください', th: 'กรุณากรอกเหตุผลในการสมัคร' },
  'agent.applied': { zh_CN: '申请已提交，请等待审核', zh_TW: '申請已提交，請等待審核', en_US: 'Application submitted: please wait for the review', kr: '신청이 제출되었습니다. 심사를 기다려 주세요', jp: '申請を送信しました。審査をお待ちください', th: 'ส่งใบสมัครแล้ว กรุณารอการตรวจสอบ' },
  'agent.applicationPending': { zh_CN: '您已有一份代理申请正在审核中，请耐心等待', zh_TW: '您已有一份代理申請正在審核中，請耐心等待', en_US: 'You already have an agent application under review: please wait for its result', kr: '이미 심사 중인 에이전트 신청이 있습니다. 결과를 기다려 주세요', jp: '審査中の代理店申請がすでにあります。結果をお待ちください', th: 'คุณมีใบสมัครตัวแทนที่กำลังตรวจสอบอยู่แล้ว กรุณารอผล' },
  'agent.alreadyAgent': { zh_CN: '您已经是代理，无需再次申请', zh_TW: '您已經是代理，無需再次申請', en_US: 'You are already an agent', kr: '이미 에이전트입니다', jp: 'すでに代理店です', th: 'คุณเป็นตัวแทนอยู่แล้ว' },
  'agent.applicationNotFound': { zh_CN: '申请不存在', zh_TW: '申請不存在', en_US: 'No such application', kr: '신청을 찾을 수 없습니다', jp: '申請が見つかりません', th: 'ไม่พบใบสมัคร' },
  'agent.rejectReasonRequired': { zh_CN: '请输入拒绝原因', zh_TW: '請輸入拒絕原因', en_US: 'Please enter the reason for the rejection', kr: '거절 사유를 입력하세요', jp: '却下の理由を入力してください', th: 'กรุณากรอกเหตุผลที่ปฏิเสธ' },
  'agent.approved': { zh_CN: '已通过，该会员现在是代理', zh_TW: '已通過，該會員現在是代理', en_US: 'Approved: the member is now an agent', kr: '승인되었습니다. 이제 이 회원은 에이전트입니다', jp: '承認しました。この会員は代理店になりました', th: 'อนุมัติแล้ว สมาชิกนี้เป็นตัวแทนแล้ว' },
  'agent.rejected': { zh_CN: '已拒绝该申请', zh_TW: '已拒絕該申請', en_US: 'The application was rejected', kr: '신청을 거절했습니다', jp: '申請を却下しました', th: 'ปฏิเสธใบสมัครแล้ว' },
  'agent.alreadyReviewed': { zh_CN: '该申请已审核', zh_TW: '該申請已審核', en_US: 'This application has already been reviewed', kr: '이미 심사된 신청입니다', jp: 'この申請は審査済みです', th: 'ใบสมัครนี้ได้รับการตรวจสอบแล้ว' },
  'inbox.agent.approved.title': { zh_CN: '代理申请已通过', zh_TW: '代理申請已通過', en_US: 'Your agent application was approved', kr: '에이전트 신청이 승인되었습니다', jp: '代理店申請が承認されました', th: 'ใบสมัครตัวแทนของคุณได้รับการอนุมัติ' },
  'inbox.agent.approved.content': {
    zh_CN: '恭喜，您已成为代理！在“个人中心 - 代理中心”可以找到您的推广链接、下级会员以及他们的存款与流水。',
    zh_TW: '恭喜，您已成為代理！在「個人中心 - 代理中心」可以找到您的推廣連結、下級會員以及他們的存款與流水。',
    en_US: 'Congratulations, you are now an agent! Your referral link, the members you referred and their deposits and turnover are on the agent page of your account.',
    kr: '축하합니다. 이제 에이전트입니다! 추천 링크, 추천한 회원과 그들의 입금 및 베팅 금액은 내 계정의 에이전트 페이지에서 확인할 수 있습니다.',
    jp: 'おめでとうございます。代理店になりました！紹介リンク、紹介した会員とその入金額・ベット額はマイページの代理店ページで確認できます。',
    th: 'ยินดีด้วย คุณเป็นตัวแทนแล้ว! ลิงก์แนะนำ สมาชิกที่คุณแนะนำ รวมถึงยอดฝากและยอดเทิร์นโอเวอร์ของพวกเขาอยู่ที่หน้าตัวแทนในบัญชีของคุณ',
  },
  'inbox.agent.rejected.title': { zh_CN: '代理申请未通过', zh_TW: '代理申請未通過', en_US: 'Your agent application was not approved', kr: '에이전트 신청이 승인되지 않았습니다', jp: '代理店申請は承認されませんでした', th: 'ใบสมัครตัวแทนของคุณไม่ได้รับการอนุมัติ' },
  'inbox.agent.rejected.content': {
    zh_CN: '很抱歉，您的代理申请未通过审核。原因：{reason}。您可以修改后重新申请。',
    zh_TW: '很抱歉，您的代理申請未通過審核。原因：{reason}。您可以修改後重新申請。',
    en_US: 'Sorry, your agent application was not approved. Reason: {reason}. You may apply again.',
    kr: '죄송합니다. 에이전트 신청이 승인되지 않았습니다. 사유: {reason}. 다시 신청할 수 있습니다.',
    jp: '申し訳ありません。代理店申請は承認されませんでした。理由：{reason}。再度申請できます。',
    th: 'ขออภัย ใบสมัครตัวแทนของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason} คุณสามารถสมัครใหม่ได้',
  },
} as const satisfies MessageTable;
