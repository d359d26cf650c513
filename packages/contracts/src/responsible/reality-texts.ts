import type { MessageTable } from '../common/i18n.js';

// Reality checks: the interval's refusal and confirmation.
export const realityTexts = {
  'responsible.realityMinutes': {
    zh_CN: '请选择提醒间隔：关闭、15、30 或 60 分钟',
    zh_TW: '請選擇提醒間隔：關閉、15、30 或 60 分鐘',
    en_US: 'Choose a reminder interval: off, 15, 30 or 60 minutes',
    kr: '알림 간격을 선택하세요: 끄기, 15, 30 또는 60분',
    jp: 'リマインダーの間隔を選択してください：オフ、15、30、60 分',
    th: 'โปรดเลือกช่วงเวลาแจ้งเตือน: ปิด 15 30 หรือ 60 นาที',
  },
  'responsible.realitySet': {
    zh_CN: '游戏时间提醒已更新',
    zh_TW: '遊戲時間提醒已更新',
    en_US: 'Your reality check interval is saved',
    kr: '게임 시간 알림이 저장되었습니다',
    jp: 'プレイ時間のリマインダーを保存しました',
    th: 'บันทึกการแจ้งเตือนเวลาเล่นแล้ว',
  },
} as const satisfies MessageTable;
