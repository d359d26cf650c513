import type { MessageTable } from '../common/i18n.js';

// Game lists, launches and the built-in games' names.
export const gamesTexts = {
  'game.categoryInvalid': {
    zh_CN: '游戏分类不正确',
    zh_TW: '遊戲分類不正確',
    en_US: 'Unknown game category',
    kr: '알 수 없는 게임 분류입니다',
    jp: 'ゲームのカテゴリが正しくありません',
    th: 'ไม่พบหมวดหมู่เกมนี้',
  },
  'game.codeRequired': {
    zh_CN: '请选择游戏平台',
    zh_TW: '請選擇遊戲平台',
    en_US: 'Please choose a game platform',
    kr: '게임 플랫폼을 선택하세요',
    jp: 'ゲームプラットフォームを選択してください',
    th: 'กรุณาเลือกแพลตฟอร์มเกม',
  },
  'game.builtin.slot': { zh_CN: '老虎机', zh_TW: '老虎機', en_US: 'Slot machine', kr: '슬롯머신', jp: 'スロットマシン', th: 'สล็อตแมชชีน' },
  'game.builtin.dice': { zh_CN: '骰宝', zh_TW: '骰寶', en_US: 'Sic Bo', kr: '식보', jp: '大小（シックボー）', th: 'ไฮโล' },
  'game.builtin.baccarat': { zh_CN: '百家乐', zh_TW: '百家樂', en_US: 'Baccarat', kr: '바카라', jp: 'バカラ', th: 'บาคาร่า' },
  'game.launchFailed': {
    zh_CN: '游戏启动失败，请稍后再试',
    zh_TW: '遊戲啟動失敗，請稍後再試',
    en_US: 'The game could not be started, please try again later',
    kr: '게임을 시작할 수 없습니다. 잠시 후 다시 시도하세요',
    jp: 'ゲームを起動できませんでした。しばらくしてから再試行してください',
    th: 'ไม่สามารถเปิดเกมได้ กรุณาลองใหม่ภายหลัง',
  },
  'game.maintenance': {
    zh_CN: '该游戏平台维护中',
    zh_TW: '該遊戲平台維護中',
    en_US: 'This game platform is under maintenance',
    kr: '이 게임 플랫폼은 점검 중입니다',
    jp: 'このゲームプラットフォームはメンテナンス中です',
    th: 'แพลตฟอร์มเกมนี้อยู่ระหว่างปรับปรุง',
  },
} as const satisfies MessageTable;
