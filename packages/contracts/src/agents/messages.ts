import type { MessageTable } from '../common/i18n.js';

// The agent programme; the client uses it already.
export const agentsMessages = {
  'agent.unavailable': { zh_CN: '代理后台暂未开放，请联系客服', zh_TW: '代理後台暫未開放，請聯繫客服', en_US: 'The agent back office is not available yet, please contact support', kr: '에이전트 관리 페이지가 아직 열리지 않았습니다. 고객센터에 문의하세요', jp: '代理店管理画面はまだ利用できません。サポートにお問い合わせください', th: 'ระบบหลังบ้านตัวแทนยังไม่เปิดให้บริการ กรุณาติดต่อฝ่ายบริการลูกค้า' },
  'agent.notAgent': { zh_CN: '您还不是代理，请先申请成为代理', zh_TW: '您還不是代理，請先申請成為代理', en_US: "You are not an agent yet: please apply first", kr: '아직 에이전트가 아닙니다. 먼저 신청하세요', jp: 'まだ代理店ではありません。先に申請してください', th: 'คุณยังไม่ได้เป็นตัวแทน กรุณาสมัครก่อน' },
} as const satisfies MessageTable;
