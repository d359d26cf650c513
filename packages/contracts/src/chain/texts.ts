import type { MessageTable } from '../common/i18n.js';

// USDT deposits confirmed on chain: the back office's chain screen.
export const chainTexts = {
  'chain.chainInvalid': {
    zh_CN: '请选择链（ERC20 或 TRC20）',
    zh_TW: '請選擇鏈（ERC20 或 TRC20）',
    en_US: 'Choose the chain (ERC20 or TRC20)',
    kr: '체인(ERC20 또는 TRC20)을 선택하세요',
    jp: 'チェーン（ERC20 または TRC20）を選択してください',
    th: 'โปรดเลือกเชน (ERC20 หรือ TRC20)',
  },
  'chain.blockInvalid': {
    zh_CN: '请输入有效的区块高度',
    zh_TW: '請輸入有效的區塊高度',
    en_US: 'Enter a valid block number',
    kr: '올바른 블록 번호를 입력하세요',
    jp: '有効なブロック番号を入力してください',
    th: 'โปรดใส่หมายเลขบล็อกที่ถูกต้อง',
  },
  'chain.notWatched': {
    zh_CN: '此链未启用链上监听',
    zh_TW: '此鏈未啟用鏈上監聽',
    en_US: 'No watcher reads this chain',
    kr: '이 체인은 온체인 감시가 켜져 있지 않습니다',
    jp: 'このチェーンは監視されていません',
    th: 'เชนนี้ไม่ได้เปิดการติดตามบนเชน',
  },
  'chain.transferNotFound': {
    zh_CN: '链上转账不存在',
    zh_TW: '鏈上轉帳不存在',
    en_US: 'Transfer not found',
    kr: '온체인 이체를 찾을 수 없습니다',
    jp: 'オンチェーン送金が見つかりません',
    th: 'ไม่พบรายการโอนบนเชน',
  },
  'chain.transferNotHeld': {
    zh_CN: '该转账不在待人工审核状态',
    zh_TW: '該轉帳不在待人工審核狀態',
    en_US: 'This transfer is not waiting for review',
    kr: '이 이체는 검토 대기 중이 아닙니다',
    jp: 'この送金は審査待ちではありません',
    th: 'รายการโอนนี้ไม่ได้รอการตรวจสอบ',
  },
  'chain.rescanned': {
    zh_CN: '已从指定区块重新扫描',
    zh_TW: '已從指定區塊重新掃描',
    en_US: 'The chain will be read again from that block',
    kr: '지정한 블록부터 다시 읽습니다',
    jp: '指定したブロックから再スキャンします',
    th: 'จะอ่านเชนใหม่ตั้งแต่บล็อกที่ระบุ',
  },
} as const satisfies MessageTable;
