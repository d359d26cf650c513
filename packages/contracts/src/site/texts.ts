import type { MessageTable } from '../common/i18n.js';

// The site as a whole (maintenance).
export const siteTexts = {
  'site.repair': {
    zh_CN: '网站维护中，请稍后访问',
    zh_TW: '網站維護中，請稍後訪問',
    en_US: 'The site is under maintenance, please come back later',
    kr: '사이트 점검 중입니다. 잠시 후 방문해 주세요',
    jp: 'サイトはメンテナンス中です。しばらくしてからアクセスしてください',
    th: 'เว็บไซต์อยู่ระหว่างปรับปรุง กรุณากลับมาใหม่ภายหลัง',
  },
  // The back office's edit of the site settings.
  'site.updateInvalid': {
    zh_CN: '站点设置无效',
    zh_TW: '站點設定無效',
    en_US: 'Invalid site settings',
    kr: '사이트 설정이 잘못되었습니다',
    jp: 'サイト設定が無効です',
    th: 'การตั้งค่าเว็บไซต์ไม่ถูกต้อง',
  },
  'site.updateEmpty': {
    zh_CN: '没有要修改的设置',
    zh_TW: '沒有要修改的設定',
    en_US: 'Nothing to change',
    kr: '변경할 설정이 없습니다',
    jp: '変更する設定がありません',
    th: 'ไม่มีการตั้งค่าที่จะเปลี่ยน',
  },
} as const satisfies MessageTable;
