import { PLAY_LOCALES, type PlayLocale } from '../i18n/index.js';

// The lottery page's texts: each key in zh_TW, zh_CN, en_US, kr, jp, th (PLAY_LOCALES' order).
// Placeholders are written {name}. Names of the games and bet kinds come from the server.

type Six = readonly [string, string, string, string, string, string];

const TEXTS = {
  balance: ['餘額', '余额', 'Balance', '잔액', '残高', 'ยอดเงิน'],
  'tab.board': ['投注', '投注', 'Bet', '베팅', 'ベット', 'เดิมพัน'],
  'tab.bets': ['我的注單', '我的注单', 'My bets', '내 베팅', 'マイベット', 'การเดิมพันของฉัน'],
  'tab.results': ['開獎結果', '开奖结果', 'Results', '추첨 결과', '抽選結果', 'ผลการออก'],
  'tab.trend': ['走勢圖', '走势图', 'Trend', '추세도', 'トレンド', 'แนวโน้ม'],
  verify: ['公平性驗證', '公平性验证', 'Verify fairness', '공정성 검증', '公平性の検証', 'ตรวจสอบความยุติธรรม'],
  drawNo: ['第 {no} 期', '第 {no} 期', 'Draw {no}', '{no} 회차', '第 {no} 回', 'งวด {no}'],
  closesIn: ['距封盤', '距封盘', 'Betting closes in', '베팅 마감까지', '締切まで', 'ปิดรับใน'],
  drawsIn: ['距開獎', '距开奖', 'Draw in', '추첨까지', '抽選まで', 'ออกผลใน'],
  closed: ['已封盤，等待開獎', '已封盘，等待开奖', 'Betting closed, drawing soon', '베팅 마감, 곧 추첨', '締切済み、まもなく抽選', 'ปิดรับแล้ว รอออกผล'],
  none: ['暫無可投注的期數', '暂无可投注的期数', 'No draw open for betting', '베팅 가능한 회차 없음', 'ベット可能な回はありません', 'ยังไม่มีงวดที่เปิดรับ'],
  hash: ['本期種子雜湊', '本期种子哈希', "This draw's seed hash", '이번 회차 시드 해시', '今回のシードハッシュ', 'แฮชของซีดงวดนี้'],
  last: ['上期開獎', '上期开奖', 'Last draw', '지난 회차', '前回の結果', 'งวดที่แล้ว'],
  slip: ['投注單', '投注单', 'Bet slip', '베팅 슬립', 'ベットスリップ', 'สลิปเดิมพัน'],
  slipEmpty: [
    '點選投注項目加入投注單',
    '点选投注项目加入投注单',
    'Tap a selection to add it to the slip',
    '항목을 눌러 슬립에 추가하세요',
    '項目をタップしてスリップに追加',
    'แตะตัวเลือกเพื่อเพิ่มลงสลิป',
  ],
  stake: ['金額', '金额', 'Stake', '금액', '金額', 'จำนวนเงิน'],
  stakeAll: ['統一金額', '统一金额', 'Stake for all', '일괄 금액', '一括金額', 'จำนวนเงินทุกรายการ'],
  total: ['總金額', '总金额', 'Total', '합계', '合計', 'รวม'],
  maxReturn: ['最高可贏', '最高可赢', 'Best return', '최대 당첨', '最大払戻', 'ได้สูงสุด'],
  picks: ['{n} 注', '{n} 注', '{n} picks', '{n} 건', '{n} 件', '{n} รายการ'],
  submit: ['確認投注', '确认投注', 'Place bets', '베팅하기', 'ベットする', 'ยืนยันเดิมพัน'],
  submitting: ['投注中…', '投注中…', 'Placing…', '베팅 중…', 'ベット中…', 'กำลังเดิมพัน…'],
  clear: ['清空', '清空', 'Clear', '비우기', 'クリア', 'ล้าง'],
  remove: ['移除', '移除', 'Remove', '삭제', '削除', 'ลบ'],
  placed: [
    '投注成功：{n} 注，共 {total}',
    '投注成功：{n} 注，共 {total}',
    'Placed: {n} picks, {total} in all',
    '베팅 완료: {n}건, 합계 {total}',
    'ベット完了：{n} 件、合計 {total}',
    'เดิมพันสำเร็จ: {n} รายการ รวม {total}',
  ],
  stakeInvalid: [
    '請為每注輸入正確金額',
    '请为每注输入正确金额',
    'Enter a valid stake for every pick',
    '모든 항목에 올바른 금액을 입력하세요',
    'すべてに正しい金額を入力してください',
    'กรุณาใส่จำนวนเงินที่ถูกต้องทุกรายการ',
  ],
  limits: ['單注 {min} - {max}', '单注 {min} - {max}', 'Per pick {min} - {max}', '건당 {min} - {max}', '1件 {min} - {max}', 'ต่อรายการ {min} - {max}'],
  odds: ['賠率', '赔率', 'Odds', '배당', 'オッズ', 'อัตราจ่าย'],
  'keno.hint': [
    '從 1-80 選 1-10 個號碼（已選 {n}）',
    '从 1-80 选 1-10 个号码（已选 {n}）',
    'Pick 1-10 numbers of 1-80 ({n} picked)',
    '1-80 중 1-10개 선택 ({n}개 선택)',
    '1-80 から 1-10 個選択（{n} 個選択中）',
    'เลือก 1-10 ตัวจาก 1-80 (เลือกแล้ว {n})',
  ],
  'keno.add': ['加入投注單', '加入投注单', 'Add to slip', '슬립에 추가', 'スリップに追加', 'เพิ่มลงสลิป'],
  'keno.random': ['機選', '机选', 'Quick pick', '자동 선택', 'クイックピック', 'สุ่มเลือก'],
  'keno.reset': ['重選', '重选', 'Reset', '다시 선택', 'リセット', 'เลือกใหม่'],
  'keno.paytable': ['賠率表（選 {n}）', '赔率表（选 {n}）', 'Paytable (pick {n})', '배당표 ({n}개 선택)', '配当表（{n} 個選択）', 'ตารางจ่าย (เลือก {n})'],
  'keno.hits': ['中 {h}', '中 {h}', '{h} hits', '{h}개 적중', '{h} 個的中', 'ถูก {h}'],
  'keno.frequency': [
    '最近 {n} 期各號碼出現次數',
    '最近 {n} 期各号码出现次数',
    'How often each number came in the last {n} draws',
    '최근 {n}회 번호별 출현 횟수',
    '直近 {n} 回の各番号の出現回数',
    'จำนวนครั้งที่แต่ละเลขออกใน {n} งวดล่าสุด',
  ],
  'pos.ssc.1': ['萬位', '万位', '1st digit', '만의 자리', '万の位', 'หลักหมื่น'],
  'pos.ssc.2': ['千位', '千位', '2nd digit', '천의 자리', '千の位', 'หลักพัน'],
  'pos.ssc.3': ['百位', '百位', '3rd digit', '백의 자리', '百の位', 'หลักร้อย'],
  'pos.ssc.4': ['十位', '十位', '4th digit', '십의 자리', '十の位', 'หลักสิบ'],
  'pos.ssc.5': ['個位', '个位', '5th digit', '일의 자리', '一の位', 'หลักหน่วย'],
  'pos.pk10': ['第{n}名', '第{n}名', 'Place {n}', '{n}위', '{n}位', 'อันดับ {n}'],
  'pos.k3': ['第{n}顆', '第{n}颗', 'Die {n}', '{n}번 주사위', 'サイコロ{n}', 'ลูกเต๋าที่ {n}'],
  'pos.dt': ['{a} 對 {b}', '{a} 对 {b}', '{a} vs {b}', '{a} 대 {b}', '{a} 対 {b}', '{a} กับ {b}'],
  big: ['大', '大', 'Big', '대', '大', 'สูง'],
  small: ['小', '小', 'Small', '소', '小', 'ต่ำ'],
  odd: ['單', '单', 'Odd', '홀', '奇', 'คี่'],
  even: ['雙', '双', 'Even', '짝', '偶', 'คู่'],
  dragon: ['龍', '龙', 'Dragon', '용', '龍', 'มังกร'],
  tiger: ['虎', '虎', 'Tiger', '호랑이', '虎', 'เสือ'],
  tie: ['和', '和', 'Tie', '무승부', '和', 'เสมอ'],
  any: ['通選', '通选', 'Any', '전체', 'いずれか', 'ทั้งหมด'],
  sum: ['總和', '总和', 'Sum', '합', '合計', 'ผลรวม'],
  'bets.open': ['未結算', '未结算', 'Open', '미정산', '未確定', 'ยังไม่สรุป'],
  'bets.settled': ['已結算', '已结算', 'Settled', '정산됨', '確定済み', 'สรุปแล้ว'],
  'bets.cancelled': ['已退款', '已退款', 'Refunded', '환불됨', '返金済み', 'คืนเงินแล้ว'],
  'bets.empty': ['暫無注單', '暂无注单', 'No bets yet', '베팅 내역 없음', 'ベットはまだありません', 'ยังไม่มีการเดิมพัน'],
  'col.draw': ['期號', '期号', 'Draw', '회차', '回', 'งวด'],
  'col.pick': ['投注內容', '投注内容', 'Pick', '베팅 내용', 'ベット内容', 'รายการ'],
  'col.result': ['開獎號碼', '开奖号码', 'Result', '결과', '結果', 'ผลออก'],
  'col.payout': ['派彩', '派彩', 'Payout', '지급', '払戻', 'เงินรางวัล'],
  'col.winLoss': ['輸贏', '输赢', 'Win/loss', '손익', '損益', 'ได้/เสีย'],
  'col.time': ['時間', '时间', 'Time', '시간', '時刻', 'เวลา'],
  'col.state': ['狀態', '状态', 'State', '상태', '状態', 'สถานะ'],
  'results.empty': ['暫無開獎記錄', '暂无开奖记录', 'No draws yet', '추첨 기록 없음', '抽選記録はまだありません', 'ยังไม่มีผลการออก'],
  'trend.position': ['位置', '位置', 'Position', '위치', '位置', 'ตำแหน่ง'],
  'trend.note': [
    '最近 {n} 期，由舊到新；空格數字為遺漏期數',
    '最近 {n} 期，由旧到新；空格数字为遗漏期数',
    'Last {n} draws, oldest first; a number in an empty cell counts the draws since that value came',
    '최근 {n}회, 오래된 순; 빈칸 숫자는 미출현 회수',
    '直近 {n} 回、古い順。空欄の数字は未出現回数',
    '{n} งวดล่าสุด เก่าไปใหม่ ตัวเลขในช่องว่างคือจำนวนงวดที่ไม่ออก',
  ],
  'state.open': ['待開獎', '待开奖', 'Pending', '대기', '抽選待ち', 'รอออกผล'],
  'state.drawn': ['已開獎', '已开奖', 'Drawn', '추첨 완료', '抽選済み', 'ออกผลแล้ว'],
  'state.cancelled': ['已取消', '已取消', 'Cancelled', '취소됨', '取消', 'ยกเลิก'],
  loading: ['載入中…', '加载中…', 'Loading…', '불러오는 중…', '読み込み中…', 'กำลังโหลด…'],
  error: ['載入失敗', '加载失败', 'Could not load', '불러오지 못했습니다', '読み込めませんでした', 'โหลดไม่สำเร็จ'],
  retry: ['重試', '重试', 'Retry', '다시 시도', '再試行', 'ลองอีกครั้ง'],
  network: [
    '網路異常，請稍後再試',
    '网络异常，请稍后再试',
    'Network error, please try again',
    '네트워크 오류, 다시 시도하세요',
    'ネットワークエラー。もう一度お試しください',
    'เครือข่ายขัดข้อง กรุณาลองใหม่',
  ],
  failed: ['操作失敗', '操作失败', 'Something went wrong', '처리하지 못했습니다', '処理できませんでした', 'ดำเนินการไม่สำเร็จ'],
  expired: [
    '遊戲連線已過期，請從平台重新進入',
    '游戏连接已过期，请从平台重新进入',
    'The game session has expired: start the game again from the portal',
    '게임 세션이 만료되었습니다. 포털에서 다시 시작하세요',
    'セッションが切れました。ポータルから再度開始してください',
    'เซสชันหมดอายุ กรุณาเข้าเกมใหม่จากพอร์ทัล',
  ],
  noGames: ['彩票暫停銷售', '彩票暂停销售', 'The lottery is not on sale right now', '복권 판매가 중지되었습니다', '現在販売していません', 'ปิดการขายชั่วคราว'],
  'v.title': ['彩票公平性驗證', '彩票公平性验证', 'Lottery fairness check', '복권 공정성 검증', '宝くじ公平性の検証', 'ตรวจสอบความยุติธรรมของลอตเตอรี่'],
  'v.intro': [
    '每期的雜湊在開放投注前公布，種子於開獎時公開。以下由您的瀏覽器（Web Crypto）重新計算：SHA-256(種子) 必須等於公布的雜湊，HMAC-SHA256(種子, 遊戲:期號:輪次) 依公開的演算法得出開獎號碼。',
    '每期的哈希在开放投注前公布，种子于开奖时公开。以下由您的浏览器（Web Crypto）重新计算：SHA-256(种子) 必须等于公布的哈希，HMAC-SHA256(种子, 游戏:期号:轮次) 依公开的算法得出开奖号码。',
    "Each draw's hash is published before betting on it opens and its seed is revealed when it is drawn. Your browser (Web Crypto) recomputes: SHA-256(seed) must equal the published hash, and HMAC-SHA256(seed, game:draw:round) gives the result by the published procedure.",
    '각 회차의 해시는 베팅 전에 공개되고 시드는 추첨 시 공개됩니다. 브라우저(Web Crypto)가 다시 계산합니다: SHA-256(시드)는 공개된 해시와 같아야 하며, HMAC-SHA256(시드, 게임:회차:라운드)로 공개된 절차에 따라 결과가 나옵니다.',
    '各回のハッシュはベット開始前に公開され、シードは抽選時に公開されます。ブラウザ（Web Crypto）が再計算します：SHA-256(シード) は公開ハッシュと一致し、HMAC-SHA256(シード, ゲーム:回:ラウンド) から公開手順で結果が得られます。',
    'แฮชของแต่ละงวดเผยแพร่ก่อนเปิดรับเดิมพัน และซีดเปิดเผยเมื่อออกผล เบราว์เซอร์ของคุณ (Web Crypto) จะคำนวณใหม่: SHA-256(ซีด) ต้องตรงกับแฮชที่เผยแพร่ และ HMAC-SHA256(ซีด, เกม:งวด:รอบ) ให้ผลตามขั้นตอนที่เผยแพร่',
  ],
  'v.game': ['遊戲', '游戏', 'Game', '게임', 'ゲーム', 'เกม'],
  'v.drawNo': [
    '期號（例 20261128-001）',
    '期号（例 20261128-001）',
    'Draw number (e.g. 20261128-001)',
    '회차 (예: 20261128-001)',
    '回（例 20261128-001）',
    'เลขงวด (เช่น 20261128-001)',
  ],
  'v.check': ['驗證', '验证', 'Verify', '검증', '検証', 'ตรวจสอบ'],
  'v.seed': ['種子', '种子', 'Seed', '시드', 'シード', 'ซีด'],
  'v.hash': ['公布的雜湊', '公布的哈希', 'Published hash', '공개된 해시', '公開ハッシュ', 'แฮชที่เผยแพร่'],
  'v.result': ['開獎號碼', '开奖号码', 'Result drawn', '추첨 결과', '抽選結果', 'ผลที่ออก'],
  'v.recomputed': ['瀏覽器重算', '浏览器重算', 'Recomputed here', '브라우저 재계산', 'ブラウザで再計算', 'คำนวณใหม่ที่นี่'],
  'v.hashOk': [
    'SHA-256(種子) 等於公布的雜湊',
    'SHA-256(种子) 等于公布的哈希',
    'SHA-256(seed) equals the published hash',
    'SHA-256(시드) = 공개된 해시',
    'SHA-256(シード) = 公開ハッシュ',
    'SHA-256(ซีด) ตรงกับแฮชที่เผยแพร่',
  ],
  'v.resultOk': [
    '由種子重算的號碼等於開獎號碼',
    '由种子重算的号码等于开奖号码',
    'The result recomputed from the seed equals the result drawn',
    '시드로 재계산한 결과 = 추첨 결과',
    'シードから再計算した結果 = 抽選結果',
    'ผลที่คำนวณจากซีดตรงกับผลที่ออก',
  ],
  'v.chainOk': [
    '種子沿鏈雜湊 {n} 次等於終端雜湊',
    '种子沿链哈希 {n} 次等于终端哈希',
    'The seed hashed {n} times equals the chain’s terminal hash',
    '시드를 {n}번 해시 = 체인 종단 해시',
    'シードを {n} 回ハッシュ = チェーンの終端ハッシュ',
    'แฮชซีด {n} ครั้งตรงกับแฮชปลายสาย',
  ],
  'v.chainRun': [
    '驗證到終端雜湊（{n} 次雜湊）',
    '验证到终端哈希（{n} 次哈希）',
    'Check against the terminal hash ({n} hashes)',
    '종단 해시까지 검증 ({n}회)',
    '終端ハッシュまで検証（{n} 回）',
    'ตรวจถึงแฮชปลายสาย ({n} ครั้ง)',
  ],
  'v.chainProgress': ['雜湊中 {done}/{n}', '哈希中 {done}/{n}', 'Hashing {done}/{n}', '해시 중 {done}/{n}', 'ハッシュ中 {done}/{n}', 'กำลังแฮช {done}/{n}'],
  'v.terminal': [
    '終端雜湊（開賣前公布）',
    '终端哈希（开卖前公布）',
    'Terminal hash (published first)',
    '종단 해시 (사전 공개)',
    '終端ハッシュ（事前公開）',
    'แฮชปลายสาย (เผยแพร่ก่อน)',
  ],
  'v.index': ['鏈上位置', '链上位置', 'Place on the chain', '체인 위치', 'チェーン上の位置', 'ตำแหน่งบนสาย'],
  'v.message': ['HMAC 訊息', 'HMAC 消息', 'HMAC message', 'HMAC 메시지', 'HMAC メッセージ', 'ข้อความ HMAC'],
  'v.procedure': ['演算法', '算法', 'Procedure', '절차', '手順', 'ขั้นตอน'],
  'v.pending': [
    '本期尚未開獎：種子將於開獎時公開',
    '本期尚未开奖：种子将于开奖时公开',
    'Not drawn yet: the seed is revealed at the draw',
    '아직 추첨 전: 시드는 추첨 시 공개',
    '未抽選：シードは抽選時に公開されます',
    'ยังไม่ออกผล: ซีดจะเปิดเผยเมื่อออกผล',
  ],
  'v.cancelled': [
    '本期已取消，投注已退款；種子仍可驗證',
    '本期已取消，投注已退款；种子仍可验证',
    'Cancelled and refunded; its seed still verifies',
    '취소 및 환불됨; 시드는 검증 가능',
    '取消・返金済み。シードは検証できます',
    'ยกเลิกและคืนเงินแล้ว ยังตรวจซีดได้',
  ],
  'v.noCrypto': [
    '此瀏覽器不支援 Web Crypto',
    '此浏览器不支持 Web Crypto',
    'This browser has no Web Crypto',
    '이 브라우저는 Web Crypto를 지원하지 않습니다',
    'このブラウザは Web Crypto 非対応です',
    'เบราว์เซอร์นี้ไม่รองรับ Web Crypto',
  ],
  'v.pass': ['驗證通過', '验证通过', 'Verified', '검증 통과', '検証成功', 'ตรวจสอบผ่าน'],
  'v.fail': ['驗證失敗', '验证失败', 'Does not verify', '검증 실패', '検証失敗', 'ตรวจสอบไม่ผ่าน'],
} as const satisfies Record<string, Six>;

export type LotteryKey = keyof typeof TEXTS;
export type LotteryT = (key: LotteryKey, vars?: Readonly<Record<string, string | number>>) => string;

export const lotteryTexts = (): Readonly<Record<string, Six>> => TEXTS;

/** A translator for one of the six languages (placeholders replaced). */
export function lotteryTranslator(locale: PlayLocale): LotteryT {
  const at = Math.max(0, PLAY_LOCALES.indexOf(locale));
  return (key, vars) => {
    let text: string = TEXTS[key][at] || TEXTS[key][2];
    if (vars) for (const [name, value] of Object.entries(vars)) text = text.split(`{${name}}`).join(String(value));
    return text;
  };
}

/** A selection in words ("萬位 大", "第3名 7", "龍"), from the board's "position:value" encoding. */
export function selectionText(game: string, selection: string, t: LotteryT): string {
  const at = selection.indexOf(':');
  const word = (w: string) => (['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'any'].includes(w) ? t(w as LotteryKey) : w);
  if (at < 0) return word(selection);
  const position = Number(selection.slice(0, at));
  const value = selection.slice(at + 1);
  return `${positionText(game, position, t)} ${word(value)}`;
}

/** A position of a game's result in words. */
export function positionText(game: string, position: number, t: LotteryT): string {
  if (game === 'ssc' && position >= 1 && position <= 5) return t(`pos.ssc.${position}` as LotteryKey);
  if (game === 'k3') return t('pos.k3', { n: position });
  return t('pos.pk10', { n: position });
}
