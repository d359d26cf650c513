import type { MessageTable } from '../common/i18n.js';

// The cashier's messages (spec §5 and §8 Chinese kept verbatim for zh_CN and zh_TW). `{name}`
// placeholders are filled from the reply's params (translate's third argument).
export const cashierTexts = {
  // The withdrawal form's own check (spec §5); the server's 214 says the configured minimum (cashier.withdrawMin).
  'withdraw.min': { zh_CN: '单笔取款不能低于100元', zh_TW: '单笔取款不能低于100元', en_US: 'A single withdrawal cannot be less than 100', kr: '1회 출금액은 100 이상이어야 합니다', jp: '1回の出金額は100以上である必要があります', th: 'ถอนเงินขั้นต่ำครั้งละ 100' },
  // ---- deposits ----
  'cashier.payTypeInvalid': { zh_CN: '请选择支付方式', zh_TW: '請選擇支付方式', en_US: 'Please choose a payment method', kr: '결제 방식을 선택하세요', jp: '支払い方法を選択してください', th: 'กรุณาเลือกวิธีชำระเงิน' },
  'cashier.payWayClosed': { zh_CN: '该支付方式暂未开放', zh_TW: '該支付方式暫未開放', en_US: 'This payment method is not available', kr: '이 결제 방식은 현재 이용할 수 없습니다', jp: 'この支払い方法は現在ご利用いただけません', th: 'วิธีชำระเงินนี้ยังไม่เปิดให้บริการ' },
  'cashier.protocolInvalid': { zh_CN: '请选择USDT协议（ERC20或TRC20）', zh_TW: '請選擇USDT協議（ERC20或TRC20）', en_US: 'Please choose the USDT protocol (ERC20 or TRC20)', kr: 'USDT 프로토콜(ERC20 또는 TRC20)을 선택하세요', jp: 'USDTのプロトコル（ERC20またはTRC20）を選択してください', th: 'กรุณาเลือกโปรโตคอล USDT (ERC20 หรือ TRC20)' },
  'cashier.depositorRequired': { zh_CN: '请输入存款人姓名', zh_TW: '请输入存款人姓名', en_US: "Please enter the depositor's name", kr: '입금자 이름을 입력하세요', jp: '振込人の氏名を入力してください', th: 'กรุณากรอกชื่อผู้ฝาก' },
  'cashier.depositBankRequired': { zh_CN: '请输入银行类型', zh_TW: '请输入银行类型', en_US: 'Please enter the bank', kr: '은행을 입력하세요', jp: '銀行を入力してください', th: 'กรุณากรอกธนาคาร' },
  'cashier.depositCardNoRequired': { zh_CN: '请输入银行卡号', zh_TW: '请输入银行卡号', en_US: 'Please enter the card number', kr: '카드 번호를 입력하세요', jp: 'カード番号を入力してください', th: 'กรุณากรอกหมายเลขบัตร' },
  'cashier.depositCardNoTooLong': { zh_CN: '银行卡号不能超过24位', zh_TW: '銀行卡號不能超過24位', en_US: 'The card number is at most 24 characters', kr: '카드 번호는 최대 24자입니다', jp: 'カード番号は24文字以内です', th: 'หมายเลขบัตรยาวได้ไม่เกิน 24 ตัวอักษร' },
  'cashier.depositAddressRequired': { zh_CN: '请输入银行开户行地址', zh_TW: '请输入银行开户行地址', en_US: 'Please enter the bank branch address', kr: '개설 지점 주소를 입력하세요', jp: '口座開設支店の住所を入力してください', th: 'กรุณากรอกที่อยู่สาขาธนาคาร' },
  'cashier.depositAddressTooLong': { zh_CN: '开户行地址不能超过24个字符', zh_TW: '開戶行地址不能超過24個字元', en_US: 'The branch address is at most 24 characters', kr: '지점 주소는 최대 24자입니다', jp: '支店の住所は24文字以内です', th: 'ที่อยู่สาขายาวได้ไม่เกิน 24 ตัวอักษร' },
  'cashier.amountOutOfRange': { zh_CN: '充值金额需在{min}至{max}之间', zh_TW: '充值金額需在{min}至{max}之間', en_US: 'The amount must be between {min} and {max}', kr: '충전 금액은 {min}~{max} 사이여야 합니다', jp: '入金額は{min}から{max}の間で入力してください', th: 'จำนวนเงินฝากต้องอยู่ระหว่าง {min} ถึง {max}' },
  'cashier.depositNoRequired': { zh_CN: '请输入订单号', zh_TW: '請輸入訂單號', en_US: 'Please give the order number', kr: '주문 번호를 입력하세요', jp: '注文番号を入力してください', th: 'กรุณาระบุหมายเลขคำสั่ง' },
  'cashier.orderNotFound': { zh_CN: '订单不存在', zh_TW: '訂單不存在', en_US: 'No such order', kr: '존재하지 않는 주문입니다', jp: '注文が存在しません', th: 'ไม่พบคำสั่งนี้' },
  'cashier.qrFailed': { zh_CN: '接口异常，请稍后重试！', zh_TW: '接口异常，请稍后重试！', en_US: 'Service error, please try again later!', kr: '서비스 오류입니다. 잠시 후 다시 시도하세요!', jp: 'サービスエラーです。しばらくしてから再試行してください！', th: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง!' },

  // ---- bound cards and USDT addresses ----
  'cashier.cardTypeInvalid': { zh_CN: '类型不正确（1 银行卡，2 USDT地址）', zh_TW: '類型不正確（1 銀行卡，2 USDT地址）', en_US: 'Unknown type (1 bank card, 2 USDT address)', kr: '유형이 올바르지 않습니다(1 은행 카드, 2 USDT 주소)', jp: '種類が正しくありません（1 銀行カード、2 USDTアドレス）', th: 'ประเภทไม่ถูกต้อง (1 บัตรธนาคาร, 2 ที่อยู่ USDT)' },
  'cashier.cardOwnerRequired': { zh_CN: '请输入持卡人姓名', zh_TW: '請輸入持卡人姓名', en_US: "Please enter the cardholder's name", kr: '카드 소유자 이름을 입력하세요', jp: 'カード名義人を入力してください', th: 'กรุณากรอกชื่อเจ้าของบัตร' },
  'cashier.cardBankRequired': { zh_CN: '请选择银行', zh_TW: '請選擇銀行', en_US: 'Please choose the bank', kr: '은행을 선택하세요', jp: '銀行を選択してください', th: 'กรุณาเลือกธนาคาร' },
  'cashier.cardAddressRequired': { zh_CN: '请输入开户行地址', zh_TW: '請輸入開戶行地址', en_US: 'Please enter the bank branch address', kr: '개설 지점 주소를 입력하세요', jp: '口座開設支店の住所を入力してください', th: 'กรุณากรอกที่อยู่สาขาธนาคาร' },
  'cashier.cardNoRequired': { zh_CN: '请输入银行卡号', zh_TW: '请输入银行卡号', en_US: 'Please enter the card number', kr: '카드 번호를 입력하세요', jp: 'カード番号を入力してください', th: 'กรุณากรอกหมายเลขบัตร' },
  'cashier.cardNoFormat': { zh_CN: '银行卡号至少8位数字', zh_TW: '銀行卡號至少8位數字', en_US: 'The card number must be at least 8 digits', kr: '카드 번호는 8자리 이상의 숫자여야 합니다', jp: 'カード番号は8桁以上の数字です', th: 'หมายเลขบัตรต้องเป็นตัวเลขอย่างน้อย 8 หลัก' },
  'cashier.usdtAddressRequired': { zh_CN: '请输入USDT地址', zh_TW: '請輸入USDT地址', en_US: 'Please enter the USDT address', kr: 'USDT 주소를 입력하세요', jp: 'USDTアドレスを入力してください', th: 'กรุณากรอกที่อยู่ USDT' },
  'cashier.usdtProtocolRequired': { zh_CN: '请选择协议', zh_TW: '請選擇協議', en_US: 'Please choose the protocol', kr: '프로토콜을 선택하세요', jp: 'プロトコルを選択してください', th: 'กรุณาเลือกโปรโตคอล' },
  'cashier.usdtAddressInvalid': { zh_CN: 'USDT地址格式不正确，请核对协议与地址', zh_TW: 'USDT地址格式不正確，請核對協議與地址', en_US: 'This is not a valid address for the chosen protocol', kr: '선택한 프로토콜에 맞지 않는 주소입니다', jp: '選択したプロトコルのアドレスとして正しくありません', th: 'ที่อยู่ไม่ถูกต้องสำหรับโปรโตคอลที่เลือก' },
  'cashier.payPassRequired': { zh_CN: '请输入支付密码', zh_TW: '請輸入支付密碼', en_US: 'Please enter the withdrawal password', kr: '출금 비밀번호를 입력하세요', jp: '出金パスワードを入力してください', th: 'กรุณากรอกรหัสถอนเงิน' },
  'cashier.payPassLength': { zh_CN: '支付密码长度为6-18位', zh_TW: '支付密碼長度為6-18位', en_US: 'The withdrawal password is 6 to 18 characters', kr: '출금 비밀번호는 6~18자입니다', jp: '出金パスワードは6〜18文字です', th: 'รหัสถอนเงินมี 6 ถึง 18 ตัวอักษร' },
  'cashier.payPassWrong': { zh_CN: '支付密码错误', zh_TW: '支付密碼錯誤', en_US: 'Wrong withdrawal password', kr: '출금 비밀번호가 올바르지 않습니다', jp: '出金パスワードが間違っています', th: 'รหัสถอนเงินไม่ถูกต้อง' },
  'cashier.cardLimit': { zh_CN: '最多只能绑定5张银行卡', zh_TW: '最多只能綁定5張銀行卡', en_US: 'You can bind at most 5 bank cards', kr: '은행 카드는 최대 5개까지 등록할 수 있습니다', jp: '銀行カードは最大5枚まで登録できます', th: 'ผูกบัตรธนาคารได้สูงสุด 5 ใบ' },
  'cashier.addressLimit': { zh_CN: '最多只能绑定5个USDT地址', zh_TW: '最多只能綁定5個USDT地址', en_US: 'You can bind at most 5 USDT addresses', kr: 'USDT 주소는 최대 5개까지 등록할 수 있습니다', jp: 'USDTアドレスは最大5件まで登録できます', th: 'ผูกที่อยู่ USDT ได้สูงสุด 5 รายการ' },
  'cashier.cardDuplicate': { zh_CN: '该卡号或地址已绑定', zh_TW: '該卡號或地址已綁定', en_US: 'This card or address is already bound', kr: '이미 등록된 카드 또는 주소입니다', jp: 'このカードまたはアドレスは登録済みです', th: 'บัตรหรือที่อยู่นี้ผูกไว้แล้ว' },
  'cashier.cardIdRequired': { zh_CN: '请选择银行卡或地址', zh_TW: '請選擇銀行卡或地址', en_US: 'Please choose a card or address', kr: '카드 또는 주소를 선택하세요', jp: 'カードまたはアドレスを選択してください', th: 'กรุณาเลือกบัตรหรือที่อยู่' },
  'cashier.cardNotFound': { zh_CN: '银行卡或地址不存在', zh_TW: '銀行卡或地址不存在', en_US: 'No such card or address', kr: '존재하지 않는 카드 또는 주소입니다', jp: 'カードまたはアドレスが存在しません', th: 'ไม่พบบัตรหรือที่อยู่นี้' },
  'cashier.bound': { zh_CN: '绑定成功', zh_TW: '绑定成功', en_US: 'Bound successfully', kr: '등록되었습니다', jp: '登録しました', th: 'ผูกสำเร็จ' },
  'cashier.unbound': { zh_CN: '解绑成功', zh_TW: '解绑成功', en_US: 'Unbound successfully', kr: '등록 해제되었습니다', jp: '登録を解除しました', th: 'ยกเลิกการผูกสำเร็จ' },

  // ---- withdrawals (checked in this order: 216, 218/219, 217, 214/215, 203, card, 208) ----
  'cashier.selectAddress': { zh_CN: '请选择地址', zh_TW: '請選擇地址', en_US: 'Please select an address', kr: '주소를 선택하세요', jp: 'アドレスを選択してください', th: 'กรุณาเลือกที่อยู่' },
  'cashier.withdrawAmountRequired': { zh_CN: '请输入取款金额', zh_TW: '請輸入取款金額', en_US: 'Please enter the withdrawal amount', kr: '출금 금액을 입력하세요', jp: '出金額を入力してください', th: 'กรุณากรอกจำนวนเงินที่ถอน' },
  'cashier.depositOpenOrders': { zh_CN: '您已有 {count} 笔充值订单待处理，请完成付款或等待审核后再提交', zh_TW: '您已有 {count} 筆充值訂單待處理，請完成付款或等待審核後再提交', en_US: 'You already have {count} deposit orders waiting; pay or wait for them to be reviewed before making another', kr: '처리 대기 중인 입금 주문이 이미 {count}건 있습니다. 결제하거나 심사가 끝난 후 다시 신청하세요', jp: '処理待ちの入金注文がすでに {count} 件あります。支払いを済ませるか審査をお待ちのうえ、再度お申し込みください', th: 'คุณมีคำสั่งฝากเงินรอดำเนินการอยู่แล้ว {count} รายการ กรุณาชำระเงินหรือรอการตรวจสอบก่อนทำรายการใหม่' },
  'cashier.withdrawDailyCount': { zh_CN: '今日取款次数已达上限（{count}次）', zh_TW: '今日取款次數已達上限（{count}次）', en_US: 'You have reached today\'s limit of {count} withdrawals', kr: '오늘 출금 횟수 한도({count}회)에 도달했습니다', jp: '本日の出金回数の上限（{count}回）に達しました', th: 'วันนี้ถอนเงินครบ {count} ครั้งแล้ว' },
  'cashier.withdrawNotOpenYet': { zh_CN: '未到取款时间，取款时间为{start}-{end}', zh_TW: '未到取款時間，取款時間為{start}-{end}', en_US: 'Withdrawals are not open yet; hours are {start}-{end}', kr: '아직 출금 시간이 아닙니다. 출금 시간은 {start}-{end}입니다', jp: 'まだ出金受付時間ではありません（受付時間 {start}-{end}）', th: 'ยังไม่ถึงเวลาถอนเงิน เวลาถอนเงินคือ {start}-{end}' },
  'cashier.withdrawClosed': { zh_CN: '已过取款时间，取款时间为{start}-{end}', zh_TW: '已過取款時間，取款時間為{start}-{end}', en_US: 'Withdrawals are closed for today; hours are {start}-{end}', kr: '오늘 출금 시간이 지났습니다. 출금 시간은 {start}-{end}입니다', jp: '本日の出金受付は終了しました（受付時間 {start}-{end}）', th: 'เลยเวลาถอนเงินของวันนี้แล้ว เวลาถอนเงินคือ {start}-{end}' },
  'cashier.withdrawTurnover': { zh_CN: '流水不足，还需{amount}元流水才能取款', zh_TW: '流水不足，還需{amount}元流水才能取款', en_US: 'Turnover too low: {amount} more in bets is needed before you can withdraw', kr: '롤링이 부족합니다. 출금하려면 {amount}의 베팅이 더 필요합니다', jp: 'ターンオーバーが不足しています。出金にはあと{amount}のベットが必要です', th: 'ยอดเดิมพันไม่พอ ต้องเดิมพันอีก {amount} จึงจะถอนได้' },
  'cashier.withdrawMin': { zh_CN: '单笔取款不能低于{min}元', zh_TW: '单笔取款不能低于{min}元', en_US: 'A single withdrawal cannot be less than {min}', kr: '1회 출금액은 {min} 이상이어야 합니다', jp: '1回の出金額は{min}以上である必要があります', th: 'ถอนเงินขั้นต่ำครั้งละ {min}' },
  'cashier.withdrawMax': { zh_CN: '单笔取款不能高于{max}元', zh_TW: '單筆取款不能高於{max}元', en_US: 'A single withdrawal cannot be more than {max}', kr: '1회 출금액은 {max} 이하여야 합니다', jp: '1回の出金額は{max}以下である必要があります', th: 'ถอนเงินสูงสุดครั้งละ {max}' },
  'cashier.payoutTooSmall': { zh_CN: '扣除手续费后到账金额不足，请提高取款金额', zh_TW: '扣除手續費後到帳金額不足，請提高取款金額', en_US: 'After the fee nothing would arrive: please withdraw more', kr: '수수료를 빼면 받을 금액이 없습니다. 출금액을 늘리세요', jp: '手数料を差し引くと受取額がありません。出金額を増やしてください', th: 'หลังหักค่าธรรมเนียมไม่เหลือยอดรับ กรุณาถอนมากขึ้น' },
  'cashier.noPayPassword': { zh_CN: '请先设置支付密码', zh_TW: '請先設定支付密碼', en_US: 'Please set a withdrawal password first', kr: '먼저 출금 비밀번호를 설정하세요', jp: '先に出金パスワードを設定してください', th: 'กรุณาตั้งรหัสถอนเงินก่อน' },
  'cashier.insufficient': { zh_CN: '余额不足', zh_TW: '餘額不足', en_US: 'Insufficient balance', kr: '잔액이 부족합니다', jp: '残高が不足しています', th: 'ยอดเงินไม่เพียงพอ' },

  // ---- review (back office) ----
  'cashier.orderReviewed': { zh_CN: '该订单已审核', zh_TW: '該訂單已審核', en_US: 'This order has already been reviewed', kr: '이미 검토된 주문입니다', jp: 'この注文は審査済みです', th: 'คำสั่งนี้ได้รับการตรวจสอบแล้ว' },
  'cashier.orderExpired': { zh_CN: '该订单已过期，不能审核通过', zh_TW: '該訂單已過期，不能審核通過', en_US: 'This order has expired and cannot be approved', kr: '만료된 주문은 승인할 수 없습니다', jp: 'この注文は期限切れのため承認できません', th: 'คำสั่งนี้หมดอายุแล้ว อนุมัติไม่ได้' },
  'cashier.rejectReasonRequired': { zh_CN: '请填写拒绝原因', zh_TW: '請填寫拒絕原因', en_US: 'Please give the reason for the rejection', kr: '거절 사유를 입력하세요', jp: '却下の理由を入力してください', th: 'กรุณาระบุเหตุผลที่ปฏิเสธ' },
  'cashier.approved': { zh_CN: '审核通过', zh_TW: '審核通過', en_US: 'Approved', kr: '승인되었습니다', jp: '承認しました', th: 'อนุมัติแล้ว' },
  'cashier.rejected': { zh_CN: '已拒绝', zh_TW: '已拒絕', en_US: 'Rejected', kr: '거절되었습니다', jp: '却下しました', th: 'ปฏิเสธแล้ว' },
  'cashier.awaitingSecondReview': { zh_CN: '已记录第一次审核，需另一位管理员复核', zh_TW: '已記錄第一次審核，需另一位管理員複核', en_US: 'First approval recorded: a second administrator must approve it', kr: '1차 승인이 기록되었습니다. 다른 관리자의 승인이 필요합니다', jp: '1回目の承認を記録しました。別の管理者の承認が必要です', th: 'บันทึกการอนุมัติครั้งแรกแล้ว ต้องให้ผู้ดูแลอีกคนอนุมัติ' },
  'cashier.sameReviewer': { zh_CN: '大额取款需由另一位管理员复核', zh_TW: '大額取款需由另一位管理員複核', en_US: 'A large withdrawal needs a different administrator for the second approval', kr: '고액 출금은 다른 관리자가 2차 승인해야 합니다', jp: '高額出金の2回目の承認は別の管理者が行う必要があります', th: 'การถอนยอดสูงต้องให้ผู้ดูแลคนอื่นอนุมัติครั้งที่สอง' },
  'cashier.settingsInvalid': { zh_CN: '收银设置不正确', zh_TW: '收銀設定不正確', en_US: 'Invalid cashier settings', kr: '캐셔 설정이 올바르지 않습니다', jp: 'キャッシャー設定が正しくありません', th: 'การตั้งค่าแคชเชียร์ไม่ถูกต้อง' },
  'cashier.rangeInvalid': { zh_CN: '最低金额不能高于最高金额', zh_TW: '最低金額不能高於最高金額', en_US: 'The minimum cannot be above the maximum', kr: '최소 금액은 최대 금액보다 클 수 없습니다', jp: '最低金額は最高金額を超えられません', th: 'ยอดต่ำสุดต้องไม่มากกว่ายอดสูงสุด' },
} as const satisfies MessageTable;
