import type { Locale } from '@portal/contracts';

// Translations of the seeded content, keyed by its simplified-Chinese text (the base columns).
type Texts = Partial<Record<Exclude<Locale, 'zh_CN'>, string>>;

export const CONTENT_I18N: Record<string, Texts> = {
  // banners
  新会员首存礼遇: {
    zh_TW: '新會員首存禮遇',
    en_US: 'First deposit bonus for new members',
    kr: '신규 회원 첫 입금 보너스',
    jp: '新規会員 初回入金ボーナス',
    th: 'โบนัสฝากครั้งแรกสำหรับสมาชิกใหม่',
  },
  '自营桌台 百家乐·龙虎·轮盘': {
    zh_TW: '自營桌台 百家樂·龍虎·輪盤',
    en_US: 'House tables: baccarat, dragon tiger, roulette',
    kr: '자체 테이블: 바카라·드래곤 타이거·룰렛',
    jp: '自社テーブル バカラ・ドラゴンタイガー・ルーレット',
    th: 'โต๊ะของเว็บ บาคาร่า·เสือมังกร·รูเล็ต',
  },
  '体育投注 串关与提前兑现': {
    zh_TW: '體育投注 串關與提前兌現',
    en_US: 'Sports: parlays and cash-out',
    kr: '스포츠: 파레이와 캐시아웃',
    jp: 'スポーツ パーレーとキャッシュアウト',
    th: 'กีฬา: สเต็ปและแคชเอาท์',
  },
  '四款自营老虎机 各有玩法': {
    zh_TW: '四款自營老虎機 各有玩法',
    en_US: 'Four slot machines of our own, each its own game',
    kr: '자체 슬롯머신 네 종, 저마다 다른 게임',
    jp: '自社スロット4機種 それぞれ違う遊び方',
    th: 'สล็อตของเว็บสี่เครื่อง เล่นต่างกันทุกเครื่อง',
  },
  '手机APP 随时畅玩': {
    zh_TW: '手機APP 隨時暢玩',
    en_US: 'Mobile app: play anywhere',
    kr: '모바일 앱으로 언제든지',
    jp: 'モバイルアプリでいつでも',
    th: 'แอปมือถือ เล่นได้ทุกที่',
  },
  // notices
  系统升级公告: {
    zh_TW: '系統升級公告',
    en_US: 'System upgrade notice',
    kr: '시스템 업그레이드 안내',
    jp: 'システムアップグレードのお知らせ',
    th: 'ประกาศอัปเกรดระบบ',
  },
  '为提供更优质的服务，本站将于每周二 06:00-08:00（北京时间）进行例行维护。': {
    zh_TW: '為提供更優質的服務，本站將於每週二 06:00-08:00（北京時間）進行例行維護。',
    en_US: 'To serve you better, the site has routine maintenance every Tuesday 06:00-08:00 (Beijing time).',
    kr: '더 나은 서비스를 위해 매주 화요일 06:00-08:00(베이징 시간)에 정기 점검을 진행합니다.',
    jp: 'より良いサービスのため、毎週火曜日 06:00-08:00（北京時間）に定期メンテナンスを行います。',
    th: 'เพื่อบริการที่ดีขึ้น เว็บไซต์ปิดปรับปรุงทุกวันอังคาร 06:00-08:00 (เวลาปักกิ่ง)',
  },
  存款通道更新: { zh_TW: '存款通道更新', en_US: 'Deposit channels updated', kr: '입금 채널 업데이트', jp: '入金チャネル更新', th: 'อัปเดตช่องทางฝากเงิน' },
  'USDT-ERC20 与 USDT-TRC20 充值通道已全面开放，请务必按页面显示的金额付款。': {
    zh_TW: 'USDT-ERC20 與 USDT-TRC20 充值通道已全面開放，請務必按頁面顯示的金額付款。',
    en_US: 'USDT-ERC20 and USDT-TRC20 deposits are open. Always pay exactly the amount shown on the page.',
    kr: 'USDT-ERC20 및 USDT-TRC20 입금이 열렸습니다. 반드시 화면에 표시된 금액을 정확히 송금하세요.',
    jp: 'USDT-ERC20 と USDT-TRC20 の入金を開始しました。必ず画面に表示された金額をお支払いください。',
    th: 'เปิดฝาก USDT-ERC20 และ USDT-TRC20 แล้ว กรุณาชำระตามจำนวนที่แสดงบนหน้าเท่านั้น',
  },
  防诈骗提醒: { zh_TW: '防詐騙提醒', en_US: 'Beware of scams', kr: '사기 주의 안내', jp: '詐欺にご注意ください', th: 'ระวังมิจฉาชีพ' },
  '本站客服不会以任何理由向您索取密码或验证码，请提高警惕。': {
    zh_TW: '本站客服不會以任何理由向您索取密碼或驗證碼，請提高警惕。',
    en_US: 'Our support staff will never ask for your password or verification code. Stay alert.',
    kr: '고객센터는 어떠한 이유로도 비밀번호나 인증 코드를 요구하지 않습니다.',
    jp: 'サポートがパスワードや認証コードを尋ねることは決してありません。ご注意ください。',
    th: 'ฝ่ายบริการจะไม่ขอรหัสผ่านหรือรหัสยืนยันจากคุณไม่ว่ากรณีใด',
  },
  'VIP 晋级规则调整': {
    zh_TW: 'VIP 晉級規則調整',
    en_US: 'VIP promotion rules updated',
    kr: 'VIP 승급 규칙 변경',
    jp: 'VIP昇格ルールの変更',
    th: 'ปรับกฎการเลื่อนระดับ VIP',
  },
  '自本月起，VIP 晋级每日最多一级，保级流水周期为 90 天。': {
    zh_TW: '自本月起，VIP 晉級每日最多一級，保級流水週期為 90 天。',
    en_US: 'From this month, VIP promotion is at most one level a day; the retention turnover period is 90 days.',
    kr: '이번 달부터 VIP 승급은 하루 최대 1단계이며, 등급 유지 기간은 90일입니다.',
    jp: '今月より、VIP昇格は1日最大1レベル、維持ターンオーバー期間は90日です。',
    th: 'ตั้งแต่เดือนนี้ เลื่อนระดับ VIP ได้วันละไม่เกิน 1 ระดับ รอบยอดรักษาระดับ 90 วัน',
  },
  返水发放时间: { zh_TW: '返水發放時間', en_US: 'Rebate payout time', kr: '리베이트 지급 시간', jp: 'リベート支払い時間', th: 'เวลาจ่ายเงินคืน' },
  '每日返水将于次日 15:00-16:00（北京时间）发放，请于会员中心领取。': {
    zh_TW: '每日返水將於次日 15:00-16:00（北京時間）發放，請於會員中心領取。',
    en_US: 'Daily rebates are paid the next day 15:00-16:00 (Beijing time); collect them in your account.',
    kr: '일일 리베이트는 다음 날 15:00-16:00(베이징 시간)에 지급되며 마이페이지에서 수령하세요.',
    jp: '毎日のリベートは翌日 15:00-16:00（北京時間）に支払われます。マイページで受け取ってください。',
    th: 'เงินคืนรายวันจ่ายวันถัดไป 15:00-16:00 (เวลาปักกิ่ง) รับได้ที่บัญชีของคุณ',
  },
  // activity types
  新人专享: { zh_TW: '新人專享', en_US: 'New members', kr: '신규 회원', jp: '新規会員', th: 'สมาชิกใหม่' },
  日常活动: { zh_TW: '日常活動', en_US: 'Daily', kr: '데일리', jp: 'デイリー', th: 'รายวัน' },
  VIP特权: { zh_TW: 'VIP特權', en_US: 'VIP perks', kr: 'VIP 혜택', jp: 'VIP特典', th: 'สิทธิพิเศษ VIP' },
  // game names
  AG真人: { zh_TW: 'AG真人', en_US: 'AG Live', kr: 'AG 라이브', jp: 'AGライブ', th: 'AG คาสิโนสด' },
  BBIN真人: { zh_TW: 'BBIN真人', en_US: 'BBIN Live', kr: 'BBIN 라이브', jp: 'BBINライブ', th: 'BBIN คาสิโนสด' },
  DG真人: { zh_TW: 'DG真人', en_US: 'DG Live', kr: 'DG 라이브', jp: 'DGライブ', th: 'DG คาสิโนสด' },
  OB真人: { zh_TW: 'OB真人', en_US: 'OB Live', kr: 'OB 라이브', jp: 'OBライブ', th: 'OB คาสิโนสด' },
  EVO真人: { zh_TW: 'EVO真人', en_US: 'Evolution Live', kr: '에볼루션 라이브', jp: 'エボリューション', th: 'Evolution คาสิโนสด' },
  沙巴体育: { zh_TW: '沙巴體育', en_US: 'SABA Sports', kr: '사바 스포츠', jp: 'SABAスポーツ', th: 'SABA สปอร์ต' },
  皇冠体育: { zh_TW: '皇冠體育', en_US: 'Crown Sports', kr: '크라운 스포츠', jp: 'クラウンスポーツ', th: 'Crown สปอร์ต' },
  IM体育: { zh_TW: 'IM體育', en_US: 'IM Sports', kr: 'IM 스포츠', jp: 'IMスポーツ', th: 'IM สปอร์ต' },
  VR彩票: { zh_TW: 'VR彩票', en_US: 'VR Lottery', kr: 'VR 로또', jp: 'VR宝くじ', th: 'VR ลอตเตอรี่' },
  TCG彩票: { zh_TW: 'TCG彩票', en_US: 'TCG Lottery', kr: 'TCG 로또', jp: 'TCG宝くじ', th: 'TCG ลอตเตอรี่' },
  快乐彩: { zh_TW: '快樂彩', en_US: 'Keno', kr: '키노', jp: 'キノ', th: 'คีโน' },
  开元棋牌: { zh_TW: '開元棋牌', en_US: 'KY Cards', kr: 'KY 카드', jp: 'KYカード', th: 'KY เกมไพ่' },
  乐游棋牌: { zh_TW: '樂遊棋牌', en_US: 'LEG Cards', kr: 'LEG 카드', jp: 'LEGカード', th: 'LEG เกมไพ่' },
  IA电竞: { zh_TW: 'IA電競', en_US: 'IA E-sports', kr: 'IA e스포츠', jp: 'IA eスポーツ', th: 'IA อีสปอร์ต' },
  泛亚电竞: { zh_TW: '泛亞電競', en_US: 'AVIA E-sports', kr: 'AVIA e스포츠', jp: 'AVIA eスポーツ', th: 'AVIA อีสปอร์ต' },
  PC游戏馆: { zh_TW: 'PC遊戲館', en_US: 'PC Game Hall', kr: 'PC 게임관', jp: 'PCゲームホール', th: 'ห้องเกม PC' },
  手机游戏馆: { zh_TW: '手機遊戲館', en_US: 'Mobile Game Hall', kr: '모바일 게임관', jp: 'モバイルゲームホール', th: 'ห้องเกมมือถือ' },
  财神到: { zh_TW: '財神到', en_US: 'God of Fortune', kr: '재물신', jp: '財神到来', th: 'เทพเจ้าแห่งโชค' },
  龙腾四海: { zh_TW: '龍騰四海', en_US: 'Dragon Rising', kr: '용의 비상', jp: '昇り龍', th: 'มังกรผงาด' },
  水果派对: { zh_TW: '水果派對', en_US: 'Fruit Party', kr: '과일 파티', jp: 'フルーツパーティー', th: 'ปาร์ตี้ผลไม้' },
  深海寻宝: { zh_TW: '深海尋寶', en_US: 'Deep Sea Treasure', kr: '심해 보물', jp: '深海の宝', th: 'สมบัติใต้ทะเลลึก' },
  众神之门: { zh_TW: '眾神之門', en_US: 'Gates of the Gods', kr: '신들의 문', jp: '神々の門', th: 'ประตูแห่งเทพ' },
  甜蜜盛宴: { zh_TW: '甜蜜盛宴', en_US: 'Sweet Feast', kr: '달콤한 축제', jp: 'スウィートフィースト', th: 'งานเลี้ยงหวาน' },
  熊猫传奇: { zh_TW: '熊貓傳奇', en_US: 'Panda Legend', kr: '판다 전설', jp: 'パンダ伝説', th: 'ตำนานแพนด้า' },
  黄金矿工: { zh_TW: '黃金礦工', en_US: 'Gold Miner', kr: '골드 마이너', jp: 'ゴールドマイナー', th: 'นักขุดทอง' },
  FG电子: { zh_TW: 'FG電子', en_US: 'FG Slots', kr: 'FG 슬롯', jp: 'FGスロット', th: 'FG สล็อต' },
  PP电子: { zh_TW: 'PP電子', en_US: 'PP Slots', kr: 'PP 슬롯', jp: 'PPスロット', th: 'PP สล็อต' },
  AE电子: { zh_TW: 'AE電子', en_US: 'AE Slots', kr: 'AE 슬롯', jp: 'AEスロット', th: 'AE สล็อต' },
  // activities
  '新会员首存送38%': { zh_TW: '新會員首存送38%', en_US: '38% first deposit bonus', kr: '첫 입금 38% 보너스', jp: '初回入金38%ボーナス', th: 'โบนัสฝากแรก 38%' },
  '新注册会员首次存款即可申请38%红利，最高3888元，1倍流水即可提款。': {
    zh_TW: '新註冊會員首次存款即可申請38%紅利，最高3888元，1倍流水即可提款。',
    en_US: 'New members can claim a 38% bonus on their first deposit, up to 3,888 CNY; withdraw after 1x turnover.',
    kr: '신규 회원은 첫 입금 시 38% 보너스(최대 3,888위안)를 신청할 수 있으며 1배 롤링 후 출금 가능합니다.',
    jp: '新規会員は初回入金で38%ボーナス（最大3,888元）を申請でき、1倍のターンオーバーで出金できます。',
    th: 'สมาชิกใหม่รับโบนัส 38% จากการฝากครั้งแรก สูงสุด 3,888 หยวน ทำยอด 1 เท่าถอนได้',
  },
  每位会员限申请一次: {
    zh_TW: '每位會員限申請一次',
    en_US: 'One application per member',
    kr: '회원당 1회 신청 가능',
    jp: 'お一人様1回限り',
    th: 'สมัครได้คนละหนึ่งครั้ง',
  },
  每日红包天天抢: { zh_TW: '每日紅包天天搶', en_US: 'Daily red packets', kr: '매일 레드 패킷', jp: '毎日のお年玉', th: 'อั่งเปาทุกวัน' },
  '每日10:00-12:00（北京时间）登录即可参与抢红包，存款越多次数越多。': {
    zh_TW: '每日10:00-12:00（北京時間）登入即可參與搶紅包，存款越多次數越多。',
    en_US: 'Log in daily 10:00-12:00 (Beijing time) to grab red packets; the more you deposit, the more draws you get.',
    kr: '매일 10:00-12:00(베이징 시간)에 로그인하여 레드 패킷을 받으세요. 입금이 많을수록 기회가 늘어납니다.',
    jp: '毎日10:00-12:00（北京時間）にログインしてお年玉に参加。入金が多いほど回数が増えます。',
    th: 'เข้าสู่ระบบทุกวัน 10:00-12:00 (เวลาปักกิ่ง) เพื่อลุ้นอั่งเปา ยิ่งฝากมากยิ่งได้สิทธิ์มาก',
  },
  '存款统计时间为前一日12:00至当日10:00': {
    zh_TW: '存款統計時間為前一日12:00至當日10:00',
    en_US: 'Deposits count from 12:00 the previous day to 10:00 today',
    kr: '입금 집계 기간은 전날 12:00부터 당일 10:00까지입니다',
    jp: '入金の集計期間は前日12:00から当日10:00まで',
    th: 'นับยอดฝากตั้งแต่ 12:00 ของวันก่อนถึง 10:00 ของวันนี้',
  },
  周末救援金: { zh_TW: '週末救援金', en_US: 'Weekend rescue bonus', kr: '주말 구조 보너스', jp: '週末レスキューボーナス', th: 'โบนัสช่วยเหลือสุดสัปดาห์' },
  '周末负盈利满1000元即可申请救援金，最高8888元。': {
    zh_TW: '週末負盈利滿1000元即可申請救援金，最高8888元。',
    en_US: 'Lose 1,000 CNY or more over the weekend and claim a rescue bonus of up to 8,888 CNY.',
    kr: '주말 순손실 1,000위안 이상 시 최대 8,888위안의 구조 보너스를 신청할 수 있습니다.',
    jp: '週末の損失が1,000元以上で、最大8,888元のレスキューボーナスを申請できます。',
    th: 'เสียครบ 1,000 หยวนช่วงสุดสัปดาห์ รับโบนัสช่วยเหลือสูงสุด 8,888 หยวน',
  },
  需于周一申请: { zh_TW: '需於週一申請', en_US: 'Apply on Monday', kr: '월요일에 신청하세요', jp: '月曜日に申請してください', th: 'สมัครในวันจันทร์' },
  VIP生日礼金: { zh_TW: 'VIP生日禮金', en_US: 'VIP birthday gift', kr: 'VIP 생일 선물', jp: 'VIP誕生日ギフト', th: 'ของขวัญวันเกิด VIP' },
  'VIP3及以上会员生日当月可申请生日礼金，1倍流水即可提款。': {
    zh_TW: 'VIP3及以上會員生日當月可申請生日禮金，1倍流水即可提款。',
    en_US: 'VIP3 and above can claim a birthday gift in their birthday month; withdraw after 1x turnover.',
    kr: 'VIP3 이상 회원은 생일이 있는 달에 생일 선물을 신청할 수 있으며 1배 롤링 후 출금 가능합니다.',
    jp: 'VIP3以上の会員は誕生月に誕生日ギフトを申請でき、1倍のターンオーバーで出金できます。',
    th: 'สมาชิก VIP3 ขึ้นไปรับของขวัญวันเกิดในเดือนเกิด ทำยอด 1 เท่าถอนได้',
  },
  需完善生日资料: {
    zh_TW: '需完善生日資料',
    en_US: 'Your birthday must be filled in',
    kr: '생일 정보를 입력해야 합니다',
    jp: '誕生日の登録が必要です',
    th: 'ต้องกรอกวันเกิดในโปรไฟล์',
  },
};

/** The i18n JSON for a row: for each field, the translation of its base text where one exists. */
export function translationsFor(fields: Record<string, string>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, base] of Object.entries(fields)) {
    const texts = CONTENT_I18N[base];
    if (!texts) continue;
    for (const [locale, text] of Object.entries(texts)) (out[locale] ??= {})[field] = text;
  }
  return out;
}
