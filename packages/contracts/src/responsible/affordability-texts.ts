import type { MessageTable } from '../common/i18n.js';

// Affordability reviews and the deposit limit offered before the first deposit.
export const affordabilityTexts = {
  'responsible.affordabilityHeld': {
    zh_CN:
      '您近 30 天的净存款（存款减已付提款）为 {net} 元，超过 {threshold} 元：为保护您，后续存款须待我们的工作人员审核后才会入账。请联系在线客服完成审核；您也可以在「理性博彩」页面设置存款限额',
    zh_TW:
      '您近 30 天的淨存款（存款減已付提款）為 {net} 元，超過 {threshold} 元：為保護您，後續存款須待我們的工作人員審核後才會入帳。請聯繫線上客服完成審核；您也可以在「理性博彩」頁面設定存款限額',
    en_US:
      'Your net deposits over the last 30 days (deposits minus paid withdrawals) are {net}, above {threshold}. To protect you, further deposits are held and credited only after our staff review your account. Contact customer service to complete the review; you can also set a deposit limit on the Responsible gaming page',
    kr: '최근 30일 순입금액(입금 - 지급된 출금)이 {net}위안으로 {threshold}위안을 넘었습니다. 회원 보호를 위해 이후 입금은 직원 검토 후에만 반영됩니다. 고객센터에 연락해 검토를 완료하세요. 책임 있는 게임 페이지에서 입금 한도를 설정할 수도 있습니다',
    jp: '直近 30 日の純入金額（入金 − 支払済み出金）は {net} 元で、{threshold} 元を超えています。お客様保護のため、以降の入金はスタッフの審査後に反映されます。カスタマーサービスにご連絡のうえ審査を完了してください。「責任あるゲーム」ページで入金限度額を設定することもできます',
    th: 'ยอดฝากสุทธิ 30 วันล่าสุดของคุณ (ฝาก − ถอนที่จ่ายแล้ว) คือ {net} หยวน เกิน {threshold} หยวน เพื่อปกป้องคุณ การฝากต่อจากนี้จะถูกพักไว้จนกว่าเจ้าหน้าที่จะตรวจสอบ โปรดติดต่อฝ่ายบริการลูกค้าเพื่อดำเนินการตรวจสอบ หรือตั้งวงเงินฝากที่หน้าการเล่นอย่างรับผิดชอบ',
  },
  'responsible.affordabilityHeldStaff': {
    zh_CN:
      '负担能力审核：连同本单 {amount} 元，该会员近 30 天净存款为 {net} 元，超过 {threshold} 元。请先在「负担能力审核」中处理（批准并备注、设置限额或强制冷静期）；本单保持待审核',
    zh_TW:
      '負擔能力審核：連同本單 {amount} 元，該會員近 30 天淨存款為 {net} 元，超過 {threshold} 元。請先在「負擔能力審核」中處理（批准並備註、設定限額或強制冷靜期）；本單保持待審核',
    en_US:
      "Affordability review: with this order of {amount}, the member's net deposits of 30 days are {net}, above {threshold}. Decide the review first (Affordability reviews: approve with a note, set a limit, or impose a time-out); the order stays pending",
    kr: '감당 능력 검토: 이 주문 {amount}위안을 포함하면 회원의 30일 순입금액은 {net}위안으로 {threshold}위안을 넘습니다. 먼저 감당 능력 검토(메모와 함께 승인, 한도 설정 또는 타임아웃)를 처리하세요. 주문은 대기 상태로 유지됩니다',
    jp: '支払能力審査：この注文 {amount} 元を含めると会員の 30 日純入金額は {net} 元で、{threshold} 元を超えます。先に支払能力審査（メモ付き承認・限度額設定・タイムアウト）を処理してください。注文は審査待ちのままです',
    th: 'การตรวจความสามารถในการจ่าย: รวมรายการนี้ {amount} หยวน ยอดฝากสุทธิ 30 วันของสมาชิกคือ {net} หยวน เกิน {threshold} หยวน โปรดตัดสินการตรวจก่อน (อนุมัติพร้อมหมายเหตุ ตั้งวงเงิน หรือสั่งพักการเล่น) รายการนี้ยังคงรออนุมัติ',
  },
  'responsible.affordabilityDecided': {
    zh_CN: '已处理该审核',
    zh_TW: '已處理該審核',
    en_US: 'The review is decided',
    kr: '검토를 처리했습니다',
    jp: '審査を処理しました',
    th: 'ตัดสินการตรวจแล้ว',
  },
  'responsible.reviewNotOpen': {
    zh_CN: '该审核已处理或不存在',
    zh_TW: '該審核已處理或不存在',
    en_US: 'This review is already decided or does not exist',
    kr: '이미 처리되었거나 없는 검토입니다',
    jp: 'この審査は処理済みか存在しません',
    th: 'การตรวจนี้ถูกตัดสินแล้วหรือไม่มีอยู่',
  },
  'responsible.offerRecorded': {
    zh_CN: '已记录您的选择',
    zh_TW: '已記錄您的選擇',
    en_US: 'Your choice is recorded',
    kr: '선택이 기록되었습니다',
    jp: '選択を記録しました',
    th: 'บันทึกตัวเลือกของคุณแล้ว',
  },
} as const satisfies MessageTable;
