import type { MessageTable } from '../common/i18n.js';

// The wallet: transfers between the central wallet and the game wallets.
export const walletTexts = {
  'transfer.amountRequired': { zh_CN: '请输入操作金额！', zh_TW: '请输入操作金额！', en_US: 'Please enter the amount!', kr: '금액을 입력하세요!', jp: '金額を入力してください！', th: 'กรุณากรอกจำนวนเงิน!' },
  'transfer.amountWhole': { zh_CN: '金额必须为正整数', zh_TW: '金額必須為正整數', en_US: "The amount must be a whole number above 0", kr: '금액은 0보다 큰 정수여야 합니다', jp: '金額は1以上の整数で入力してください', th: 'จำนวนเงินต้องเป็นจำนวนเต็มมากกว่า 0' },
  'transfer.amountTooLarge': { zh_CN: '单笔金额超出上限', zh_TW: '單筆金額超出上限', en_US: "The amount is over the limit for one operation", kr: '1회 한도를 초과한 금액입니다', jp: '1回の上限を超える金額です', th: 'จำนวนเงินเกินวงเงินต่อครั้ง' },
  'transfer.walletRequired': { zh_CN: '请选择钱包', zh_TW: '請選擇錢包', en_US: "Please choose a wallet", kr: '지갑을 선택하세요', jp: 'ウォレットを選択してください', th: 'กรุณาเลือกกระเป๋าเงิน' },
  'transfer.platformUnknown': { zh_CN: '游戏平台不存在或已关闭', zh_TW: '遊戲平台不存在或已關閉', en_US: "This game platform does not exist or is closed", kr: '존재하지 않거나 닫힌 게임 플랫폼입니다', jp: 'このゲームプラットフォームは存在しないか停止中です', th: 'ไม่พบแพลตฟอร์มเกมนี้หรือปิดให้บริการ' },
  'transfer.sameWallet': { zh_CN: '转出和转入钱包不能相同', zh_TW: '轉出和轉入錢包不能相同', en_US: "The source and target wallets must differ", kr: '출금 지갑과 입금 지갑은 달라야 합니다', jp: '送金元と送金先のウォレットは異なる必要があります', th: 'กระเป๋าต้นทางและปลายทางต้องไม่ซ้ำกัน' },
  'transfer.viaCenter': { zh_CN: '游戏钱包之间请通过中心钱包转账', zh_TW: '遊戲錢包之間請通過中心錢包轉帳', en_US: "Transfer between game wallets through the central wallet", kr: '게임 지갑 간 이체는 중앙 지갑을 통해 진행하세요', jp: 'ゲームウォレット間の移動はメインウォレットを経由してください', th: 'โอนระหว่างกระเป๋าเกมผ่านกระเป๋าหลักเท่านั้น' },
  'transfer.statusInvalid': { zh_CN: '转账模式只能是0或1', zh_TW: '轉帳模式只能是0或1', en_US: "The transfer mode must be 0 or 1", kr: '이체 모드는 0 또는 1이어야 합니다', jp: '振替モードは0または1です', th: 'โหมดการโอนต้องเป็น 0 หรือ 1' },
  'wallet.lockedAfterWrongPasswords': { zh_CN: '由于多次输入错误密码，转账和提款暂时锁定，请稍后再试', zh_TW: '由於多次輸入錯誤密碼，轉帳和提款暫時鎖定，請稍後再試', en_US: 'Transfers and withdrawals are locked for a while after repeated wrong passwords, please try again later', kr: '비밀번호를 여러 번 잘못 입력하여 이체와 출금이 잠시 잠겼습니다. 잠시 후 다시 시도하세요', jp: 'パスワードの誤入力が続いたため、振替と出金が一時的にロックされています。しばらくしてから再試行してください', th: 'การโอนและการถอนเงินถูกล็อกชั่วคราวเนื่องจากใส่รหัสผ่านผิดหลายครั้ง กรุณาลองใหม่ภายหลัง' },
  'transfer.insufficient': { zh_CN: '余额不足', zh_TW: '餘額不足', en_US: "Insufficient balance", kr: '잔액이 부족합니다', jp: '残高が不足しています', th: 'ยอดเงินไม่เพียงพอ' },
  'transfer.autoMode': { zh_CN: '您已开启免转钱包，无需手动转账', zh_TW: '您已開啟免轉錢包，無需手動轉帳', en_US: "Automatic transfer is on: no manual transfer is needed", kr: '자동 이체가 켜져 있어 수동 이체가 필요 없습니다', jp: '自動振替がオンのため手動振替は不要です', th: 'เปิดโอนอัตโนมัติอยู่ ไม่ต้องโอนเอง' },
  'transfer.failed': { zh_CN: '转账失败，资金未变动', zh_TW: '轉帳失敗，資金未變動', en_US: "The transfer failed; no money was moved", kr: '이체에 실패했습니다. 금액은 변동되지 않았습니다', jp: '振替に失敗しました。残高は変わっていません', th: 'การโอนล้มเหลว ยอดเงินไม่เปลี่ยนแปลง' },
  'transfer.pending': { zh_CN: '转账处理中，请稍后刷新余额', zh_TW: '轉帳處理中，請稍後刷新餘額', en_US: "The transfer is being processed; refresh your balance shortly", kr: '이체 처리 중입니다. 잠시 후 잔액을 새로고침하세요', jp: '振替を処理中です。しばらくしてから残高を更新してください', th: 'กำลังดำเนินการโอน กรุณารีเฟรชยอดเงินภายหลัง' },
  'transfer.busy': { zh_CN: '上一笔转账正在处理中，请稍后再试', zh_TW: '上一筆轉帳正在處理中，請稍後再試', en_US: "Your previous transfer is still being processed, please try again shortly", kr: '이전 이체가 처리 중입니다. 잠시 후 다시 시도하세요', jp: '前回の振替を処理中です。しばらくしてから再試行してください', th: 'รายการโอนก่อนหน้ากำลังดำเนินการ กรุณาลองใหม่ภายหลัง' },
  'transfer.nothingToRecall': { zh_CN: '游戏钱包暂无余额可回收', zh_TW: '遊戲錢包暫無餘額可回收', en_US: "There is nothing to recall from the game wallets", kr: '회수할 게임 지갑 잔액이 없습니다', jp: '回収できるゲームウォレット残高はありません', th: 'ไม่มียอดเงินในกระเป๋าเกมให้เรียกคืน' },
  'transfer.recalled': { zh_CN: '一键回收成功', zh_TW: '一鍵回收成功', en_US: "All game balances were recalled", kr: '모든 게임 잔액을 회수했습니다', jp: 'すべてのゲーム残高を回収しました', th: 'เรียกคืนยอดเงินทั้งหมดสำเร็จ' },
  'transfer.recallPartial': { zh_CN: '部分平台回收失败，请稍后再试', zh_TW: '部分平台回收失敗，請稍後再試', en_US: "Some platforms could not be recalled, please try again later", kr: '일부 플랫폼 회수에 실패했습니다. 잠시 후 다시 시도하세요', jp: '一部のプラットフォームを回収できませんでした。後で再試行してください', th: 'เรียกคืนบางแพลตฟอร์มไม่สำเร็จ กรุณาลองใหม่ภายหลัง' },
} as const satisfies MessageTable;
