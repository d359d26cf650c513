/** 繁體中文 (the default language): its keys are the ones every locale must have. */
export const zh_TW = {
  hall: '遊戲大廳', balance: '餘額', refresh: '刷新餘額',
  'game.slot': '金皇冠老虎機', 'game.dice': '骰寶', 'game.baccarat': '百家樂',
  'short.slot': '老虎機', 'short.dice': '骰寶', 'short.baccarat': '百家樂',
  'tag.slot': '3 軸 · 9 線 · 皇冠百搭', 'tag.dice': '三骰 · 押大小單雙圍骰', 'tag.baccarat': '8 副牌 · 標準補牌規則',
  stake: '押注', stakePerLine: '每線押注', lines: '連線', total: '總押注',
  'play.slot': '旋轉', 'play.dice': '擲骰', 'play.baccarat': '發牌', playing: '進行中…',
  win: '贏得 {x}', lose: '未中獎', push: '和局，退回本金 {x}', partial: '贏得 {x}', net: '淨輸贏 {x}', ready: '請下注',
  history: '最近 10 局', historyEmpty: '尚無遊戲紀錄', rules: '玩法與賠率', paytable: '賠率表',
  bet: '押 {x}', payoutCol: '派彩', mult: '{n} 倍',
  'slot.r1': '每線押注 × 連線數 = 總押注；可選 1、5 或 9 條連線。',
  'slot.r2': '同一條連線上出現三個相同圖案即中獎，獎金為每線押注乘以倍數。',
  'slot.r3': '皇冠為百搭，可替代任何圖案；三個皇冠 {n} 倍。',
  'slot.r4': '第 1、2 軸連線出現兩個櫻桃 {n} 倍。',
  'slot.r5': '多條連線同時中獎，獎金累加。', pair: '兩個櫻桃（第 1、2 軸）', anyThree: '三個相同',
  rtp: '理論返還率 {x}%', paylines: '9 條固定連線', line: '第 {n} 線',
  'dice.big': '大', 'dice.small': '小', 'dice.odd': '單', 'dice.even': '雙', 'dice.triple': '圍骰',
  'diceRule.big': '總點數 11–17', 'diceRule.small': '總點數 4–10', 'diceRule.odd': '總點數為單數', 'diceRule.even': '總點數為雙數', 'diceRule.triple': '三顆骰子點數相同',
  'dice.note': '開出圍骰時，大、小、單、雙皆輸。', odds: '1 賠 {n}', 'dice.total': '{n} 點',
  'bac.player': '閒', 'bac.banker': '莊', 'bac.tie': '和',
  'bacRule.player': '閒家點數較大', 'bacRule.banker': '莊家點數較大（抽水 5%）', 'bacRule.tie': '雙方點數相同',
  'bac.push': '開和局時，押莊或押閒退回本金。',
  'bac.values': 'A 為 1 點，2–9 按面值，10、J、Q、K 為 0 點；取總和的個位數。',
  'bac.natural': '任一方前兩張為 8 或 9 點（天牌）即停牌。閒家 0–5 點補牌，6–7 點停牌。',
  'bac.bankerRule': '閒家未補牌時，莊家 0–5 點補牌；閒家補牌時，莊家依下表：',
  'bac.bankerTotal': '莊家點數', 'bac.draws': '閒家第三張為以下點數時補牌', 'bac.always': '一律補牌', 'bac.except': '除 {n} 以外', 'bac.stand': '停牌',
  'bac.shoe': '使用 8 副牌，每局重新洗牌。',
  'bac.result.player': '閒贏', 'bac.result.banker': '莊贏', 'bac.result.tie': '和局',
  network: '網路連線異常，請稍後再試。', failed: '操作失敗，請稍後再試。',
  expired: '遊戲連線已逾期，請回到平台重新進入遊戲。',
  transferHint: '請至平台「轉帳」頁面，將資金轉入本遊戲錢包後再試。',
  stakeInvalid: '押注須為 {min}–{max} 的整數。', close: '關閉', loading: '載入中…',
};

export type PlayKey = keyof typeof zh_TW;
/** Every locale has exactly the keys of zh_TW (a missing or extra key fails the typecheck). */
export type PlayMessages = Readonly<Record<PlayKey, string>>;
