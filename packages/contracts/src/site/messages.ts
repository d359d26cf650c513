import type { MessageTable } from '../common/i18n.js';

// The site as a whole (maintenance).
export const siteMessages = {
  'site.repair': { zh_CN: '网站维护中，请稍后访问', zh_TW: '網站維護中，請稍後訪問', en_US: 'The site is under maintenance, please come back later', kr: '사이트 점검 중입니다. 잠시 후 방문해 주세요', jp: 'サイトはメンテナンス中です。しばらくしてからアクセスしてください', th: 'เว็บไซต์อยู่ระหว่างปรับปรุง กรุณากลับมาใหม่ภายหลัง' },
} as const satisfies MessageTable;
