import type { MessageTable } from '../common/i18n.js';

// VIP: the back office's level settings, and the member messages written when a level changes
// (inbox templates: `<template>.title` / `<template>.content`, `{from}` / `{to}` are level names).
export const vipTexts = {
  'vip.levelInvalid': {
    zh_CN: 'VIP等级须为1到10',
    zh_TW: 'VIP等級須為1到10',
    en_US: 'The VIP level must be 1 to 10',
    kr: 'VIP 등급은 1~10이어야 합니다',
    jp: 'VIPレベルは1〜10で指定してください',
    th: 'ระดับ VIP ต้องอยู่ระหว่าง 1 ถึง 10',
  },
  'vip.rateInvalid': {
    zh_CN: '返水比例须为0到3，最多两位小数',
    zh_TW: '返水比例須為0到3，最多兩位小數',
    en_US: 'A rebate rate must be 0 to 3 with at most 2 decimals',
    kr: '리베이트 비율은 0~3, 소수점 2자리까지입니다',
    jp: 'リベート率は0〜3、小数点以下2桁までです',
    th: 'อัตราเงินคืนต้องอยู่ระหว่าง 0 ถึง 3 ทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  'vip.nothingToUpdate': {
    zh_CN: '请至少修改一项',
    zh_TW: '請至少修改一項',
    en_US: 'Change at least one value',
    kr: '하나 이상의 항목을 수정하세요',
    jp: '少なくとも1項目を変更してください',
    th: 'กรุณาแก้ไขอย่างน้อยหนึ่งรายการ',
  },
  'inbox.vip.promoted.title': {
    zh_CN: 'VIP等级提升',
    zh_TW: 'VIP等級提升',
    en_US: 'VIP level up',
    kr: 'VIP 등급 상승',
    jp: 'VIPレベルアップ',
    th: 'เลื่อนระดับ VIP',
  },
  'inbox.vip.promoted.content': {
    zh_CN: '恭喜！您的VIP等级已由{from}提升至{to}，返水比例随之提高。',
    zh_TW: '恭喜！您的VIP等級已由{from}提升至{to}，返水比例隨之提高。',
    en_US: 'Congratulations! Your VIP level went up from {from} to {to}, and so did your rebate rates.',
    kr: '축하합니다! VIP 등급이 {from}에서 {to}(으)로 올라 리베이트 비율도 높아졌습니다.',
    jp: 'おめでとうございます！VIPレベルが{from}から{to}に上がり、リベート率も上がりました。',
    th: 'ยินดีด้วย! ระดับ VIP ของคุณเลื่อนจาก {from} เป็น {to} และอัตราเงินคืนก็สูงขึ้นด้วย',
  },
  'inbox.vip.demoted.title': {
    zh_CN: 'VIP等级调整',
    zh_TW: 'VIP等級調整',
    en_US: 'VIP level adjusted',
    kr: 'VIP 등급 조정',
    jp: 'VIPレベル調整',
    th: 'ปรับระดับ VIP',
  },
  'inbox.vip.demoted.content': {
    zh_CN: '您近90天的有效投注未达到{from}的保级流水{keep_flow}，VIP等级已调整为{to}。',
    zh_TW: '您近90天的有效投注未達到{from}的保級流水{keep_flow}，VIP等級已調整為{to}。',
    en_US: 'Your valid bets of the last 90 days stayed below the {keep_flow} that keeps {from}, so your VIP level is now {to}.',
    kr: '최근 90일 유효 베팅이 {from} 유지 조건 {keep_flow}에 미달하여 VIP 등급이 {to}(으)로 조정되었습니다.',
    jp: '直近90日間の有効ベットが{from}の維持条件{keep_flow}に届かなかったため、VIPレベルは{to}になりました。',
    th: 'ยอดเดิมพันที่มีผลใน 90 วันที่ผ่านมาต่ำกว่า {keep_flow} ที่ต้องใช้รักษา {from} ระดับ VIP ของคุณจึงเป็น {to}',
  },
} as const satisfies MessageTable;
