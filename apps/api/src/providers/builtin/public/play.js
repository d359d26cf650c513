/*
 * The built-in game page: 老虎機 (slot), 骰寶 (sic bo) and 百家樂 (baccarat).
 * Plain browser JavaScript, no build step, no framework, no network besides the page's own API:
 *   POST {api}/balance {}            -> {code, message, data: {balance}}
 *   POST {api}/bet {game, bet, ...}  -> {code, message, data: {balance, round: {id, game, stake, payout, win_loss, detail}}}
 * The configuration (token, locale, games, paytable) comes from <script type="application/json" id="play-config">.
 * Text from the server is only ever put in the page with textContent.
 */
(function () {
  'use strict';

  // ---------------------------------------------------------------- configuration
  var cfg = {};
  try {
    var cfgEl = document.getElementById('play-config');
    cfg = JSON.parse((cfgEl && cfgEl.textContent) || '{}') || {};
  } catch (e) {
    cfg = {};
  }
  var body = document.body;
  var LOCALES = ['zh_TW', 'zh_CN', 'en_US', 'kr', 'jp', 'th'];
  var ALL_GAMES = ['slot', 'dice', 'baccarat'];
  var locale = LOCALES.indexOf(cfg.locale || body.dataset.locale) >= 0 ? cfg.locale || body.dataset.locale : 'zh_TW';
  var games = (cfg.games || (body.dataset.games || '').split(',')).filter(function (g) { return ALL_GAMES.indexOf(g) >= 0; });
  if (games.length === 0) games = ALL_GAMES.slice();
  var token = cfg.token || body.dataset.token || '';
  var API = cfg.api || '/play/api';
  var LIMITS = cfg.limits || { min: 1, max: 10000 };
  var SLOT = cfg.slot || {
    symbols: ['🍒', '🍋', '🔔', '⭐', '7', '💎', '👑'],
    wild: '👑',
    paytable: { '👑': 250, '💎': 100, '7': 50, '⭐': 25, '🔔': 15, '🍋': 10, '🍒': 5 },
    cherryPair: 2,
    paylines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0], [0, 1, 0], [2, 1, 2], [1, 0, 1], [1, 2, 1]],
    lineChoices: [1, 5, 9],
    rtp: 95.39,
  };
  var DICE = cfg.dice || { picks: ['big', 'small', 'odd', 'even', 'triple'], odds: { big: 1, small: 1, odd: 1, even: 1, triple: 30 } };
  var BAC = cfg.baccarat || { sides: ['player', 'banker', 'tie'], odds: { player: 1, banker: 0.95, tie: 8 } };
  var reducedMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var SPEED = reducedMotion ? 0.25 : 1;

  // ---------------------------------------------------------------- texts
  var I18N = {
    zh_TW: {
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
    },
    zh_CN: {
      hall: '游戏大厅', balance: '余额', refresh: '刷新余额',
      'game.slot': '金皇冠老虎机', 'game.dice': '骰宝', 'game.baccarat': '百家乐',
      'short.slot': '老虎机', 'short.dice': '骰宝', 'short.baccarat': '百家乐',
      'tag.slot': '3 轴 · 9 线 · 皇冠百搭', 'tag.dice': '三骰 · 押大小单双围骰', 'tag.baccarat': '8 副牌 · 标准补牌规则',
      stake: '押注', stakePerLine: '每线押注', lines: '连线', total: '总押注',
      'play.slot': '旋转', 'play.dice': '掷骰', 'play.baccarat': '发牌', playing: '进行中…',
      win: '赢得 {x}', lose: '未中奖', push: '和局，退回本金 {x}', partial: '赢得 {x}', net: '净输赢 {x}', ready: '请下注',
      history: '最近 10 局', historyEmpty: '暂无游戏记录', rules: '玩法与赔率', paytable: '赔率表',
      bet: '押 {x}', payoutCol: '派彩', mult: '{n} 倍',
      'slot.r1': '每线押注 × 连线数 = 总押注；可选 1、5 或 9 条连线。',
      'slot.r2': '同一条连线上出现三个相同图案即中奖，奖金为每线押注乘以倍数。',
      'slot.r3': '皇冠为百搭，可替代任何图案；三个皇冠 {n} 倍。',
      'slot.r4': '第 1、2 轴连线出现两个樱桃 {n} 倍。',
      'slot.r5': '多条连线同时中奖，奖金累加。', pair: '两个樱桃（第 1、2 轴）', anyThree: '三个相同',
      rtp: '理论返还率 {x}%', paylines: '9 条固定连线', line: '第 {n} 线',
      'dice.big': '大', 'dice.small': '小', 'dice.odd': '单', 'dice.even': '双', 'dice.triple': '围骰',
      'diceRule.big': '总点数 11–17', 'diceRule.small': '总点数 4–10', 'diceRule.odd': '总点数为单数', 'diceRule.even': '总点数为双数', 'diceRule.triple': '三颗骰子点数相同',
      'dice.note': '开出围骰时，大、小、单、双皆输。', odds: '1 赔 {n}', 'dice.total': '{n} 点',
      'bac.player': '闲', 'bac.banker': '庄', 'bac.tie': '和',
      'bacRule.player': '闲家点数较大', 'bacRule.banker': '庄家点数较大（抽水 5%）', 'bacRule.tie': '双方点数相同',
      'bac.push': '开和局时，押庄或押闲退回本金。',
      'bac.values': 'A 为 1 点，2–9 按面值，10、J、Q、K 为 0 点；取总和的个位数。',
      'bac.natural': '任一方前两张为 8 或 9 点（天牌）即停牌。闲家 0–5 点补牌，6–7 点停牌。',
      'bac.bankerRule': '闲家未补牌时，庄家 0–5 点补牌；闲家补牌时，庄家依下表：',
      'bac.bankerTotal': '庄家点数', 'bac.draws': '闲家第三张为以下点数时补牌', 'bac.always': '一律补牌', 'bac.except': '除 {n} 以外', 'bac.stand': '停牌',
      'bac.shoe': '使用 8 副牌，每局重新洗牌。',
      'bac.result.player': '闲赢', 'bac.result.banker': '庄赢', 'bac.result.tie': '和局',
      network: '网络连接异常，请稍后再试。', failed: '操作失败，请稍后再试。',
      expired: '游戏连接已过期，请回到平台重新进入游戏。',
      transferHint: '请到平台“转账”页面，把资金转入本游戏钱包后再试。',
      stakeInvalid: '押注须为 {min}–{max} 的整数。', close: '关闭', loading: '加载中…',
    },
    en_US: {
      hall: 'Game Hall', balance: 'Balance', refresh: 'Refresh balance',
      'game.slot': 'Golden Crown Slots', 'game.dice': 'Sic Bo', 'game.baccarat': 'Baccarat',
      'short.slot': 'Slots', 'short.dice': 'Sic Bo', 'short.baccarat': 'Baccarat',
      'tag.slot': '3 reels · 9 lines · Crown is wild', 'tag.dice': 'Three dice · Big, Small, Odd, Even, Triple', 'tag.baccarat': '8 decks · standard third-card rules',
      stake: 'Bet', stakePerLine: 'Bet per line', lines: 'Lines', total: 'Total bet',
      'play.slot': 'Spin', 'play.dice': 'Roll', 'play.baccarat': 'Deal', playing: 'Playing…',
      win: 'You win {x}', lose: 'No win', push: 'Push: {x} returned', partial: 'You win {x}', net: 'Net {x}', ready: 'Place your bet',
      history: 'Last 10 rounds', historyEmpty: 'No rounds yet', rules: 'Rules & payouts', paytable: 'Paytable',
      bet: 'Bet {x}', payoutCol: 'Pays', mult: '×{n}',
      'slot.r1': 'Bet per line × lines = total bet; play 1, 5 or 9 lines.',
      'slot.r2': 'Three matching symbols on a played line win the bet per line times the multiplier.',
      'slot.r3': 'The crown is wild and stands for any symbol; three crowns pay ×{n}.',
      'slot.r4': 'Two cherries on reels 1 and 2 of a line pay ×{n}.',
      'slot.r5': 'Wins on different lines add up.', pair: 'Two cherries (reels 1–2)', anyThree: 'Three of a kind',
      rtp: 'Return to player {x}%', paylines: '9 fixed paylines', line: 'Line {n}',
      'dice.big': 'Big', 'dice.small': 'Small', 'dice.odd': 'Odd', 'dice.even': 'Even', 'dice.triple': 'Any Triple',
      'diceRule.big': 'Total 11–17', 'diceRule.small': 'Total 4–10', 'diceRule.odd': 'Odd total', 'diceRule.even': 'Even total', 'diceRule.triple': 'All three dice alike',
      'dice.note': 'Big, Small, Odd and Even all lose on a triple.', odds: '{n}:1', 'dice.total': 'Total {n}',
      'bac.player': 'Player', 'bac.banker': 'Banker', 'bac.tie': 'Tie',
      'bacRule.player': 'Player hand is higher', 'bacRule.banker': 'Banker hand is higher (5% commission)', 'bacRule.tie': 'Both hands equal',
      'bac.push': 'On a tie, Player and Banker bets are returned.',
      'bac.values': 'A counts 1, 2–9 face value, 10/J/Q/K count 0; a hand is the last digit of its sum.',
      'bac.natural': 'A natural 8 or 9 on the first two cards ends the hand. Player draws on 0–5 and stands on 6–7.',
      'bac.bankerRule': 'If Player stood, Banker draws on 0–5. If Player drew, Banker follows this table:',
      'bac.bankerTotal': 'Banker total', 'bac.draws': "Banker draws when Player's third card is", 'bac.always': 'always draws', 'bac.except': 'anything but {n}', 'bac.stand': 'stands',
      'bac.shoe': 'Dealt from a fresh 8-deck shoe every hand.',
      'bac.result.player': 'Player wins', 'bac.result.banker': 'Banker wins', 'bac.result.tie': 'Tie',
      network: 'Network problem, please try again.', failed: 'Something went wrong, please try again.',
      expired: 'Your game session has expired. Please start the game again from the portal.',
      transferHint: "Go to the portal's Transfer page and move money into this game wallet, then try again.",
      stakeInvalid: 'The bet must be a whole number from {min} to {max}.', close: 'Close', loading: 'Loading…',
    },
    kr: {
      hall: '게임 홀', balance: '잔액', refresh: '잔액 새로고침',
      'game.slot': '골든 크라운 슬롯', 'game.dice': '식보', 'game.baccarat': '바카라',
      'short.slot': '슬롯', 'short.dice': '식보', 'short.baccarat': '바카라',
      'tag.slot': '3릴 · 9라인 · 왕관 와일드', 'tag.dice': '주사위 3개 · 대/소/홀/짝/트리플', 'tag.baccarat': '8덱 · 표준 서드 카드 규칙',
      stake: '베팅', stakePerLine: '라인당 베팅', lines: '라인', total: '총 베팅',
      'play.slot': '스핀', 'play.dice': '굴리기', 'play.baccarat': '딜', playing: '진행 중…',
      win: '{x} 당첨', lose: '당첨 없음', push: '무승부: {x} 반환', partial: '{x} 당첨', net: '순손익 {x}', ready: '베팅하세요',
      history: '최근 10게임', historyEmpty: '게임 기록이 없습니다', rules: '규칙 및 배당', paytable: '배당표',
      bet: '{x} 베팅', payoutCol: '배당', mult: '{n}배',
      'slot.r1': '라인당 베팅 × 라인 수 = 총 베팅. 1, 5, 9라인 중 선택하세요.',
      'slot.r2': '플레이한 라인에 같은 심볼 3개가 나오면 라인당 베팅 × 배수를 받습니다.',
      'slot.r3': '왕관은 와일드로 모든 심볼을 대신합니다. 왕관 3개는 {n}배.',
      'slot.r4': '라인의 1·2번 릴에 체리 2개가 나오면 {n}배.',
      'slot.r5': '여러 라인의 당첨금은 합산됩니다.', pair: '체리 2개 (1·2번 릴)', anyThree: '같은 심볼 3개',
      rtp: '이론 환급률 {x}%', paylines: '고정 9라인', line: '{n}번 라인',
      'dice.big': '대', 'dice.small': '소', 'dice.odd': '홀', 'dice.even': '짝', 'dice.triple': '애니 트리플',
      'diceRule.big': '합계 11–17', 'diceRule.small': '합계 4–10', 'diceRule.odd': '합계 홀수', 'diceRule.even': '합계 짝수', 'diceRule.triple': '주사위 3개가 모두 같음',
      'dice.note': '트리플이 나오면 대·소·홀·짝은 모두 패배합니다.', odds: '1:{n}', 'dice.total': '합계 {n}',
      'bac.player': '플레이어', 'bac.banker': '뱅커', 'bac.tie': '타이',
      'bacRule.player': '플레이어 점수가 높음', 'bacRule.banker': '뱅커 점수가 높음 (수수료 5%)', 'bacRule.tie': '양쪽 점수가 같음',
      'bac.push': '타이가 나오면 플레이어·뱅커 베팅은 반환됩니다.',
      'bac.values': 'A는 1점, 2–9는 숫자대로, 10·J·Q·K는 0점이며 합계의 일의 자리가 점수입니다.',
      'bac.natural': '처음 두 장이 8 또는 9(내추럴)이면 종료. 플레이어는 0–5에서 받고 6–7에서 멈춥니다.',
      'bac.bankerRule': '플레이어가 멈추면 뱅커는 0–5에서 받습니다. 플레이어가 받으면 뱅커는 아래 표를 따릅니다:',
      'bac.bankerTotal': '뱅커 점수', 'bac.draws': '플레이어 세 번째 카드가 다음일 때 받음', 'bac.always': '항상 받음', 'bac.except': '{n} 제외', 'bac.stand': '스탠드',
      'bac.shoe': '매 게임 새로 섞은 8덱 슈를 사용합니다.',
      'bac.result.player': '플레이어 승', 'bac.result.banker': '뱅커 승', 'bac.result.tie': '타이',
      network: '네트워크 오류입니다. 잠시 후 다시 시도하세요.', failed: '처리에 실패했습니다. 다시 시도하세요.',
      expired: '게임 세션이 만료되었습니다. 포털에서 게임을 다시 실행하세요.',
      transferHint: '포털의 이체 페이지에서 이 게임 지갑으로 금액을 이체한 후 다시 시도하세요.',
      stakeInvalid: '베팅은 {min}–{max} 사이의 정수여야 합니다.', close: '닫기', loading: '불러오는 중…',
    },
    jp: {
      hall: 'ゲームホール', balance: '残高', refresh: '残高を更新',
      'game.slot': 'ゴールデンクラウン・スロット', 'game.dice': 'シックボー（大小）', 'game.baccarat': 'バカラ',
      'short.slot': 'スロット', 'short.dice': '大小', 'short.baccarat': 'バカラ',
      'tag.slot': '3リール · 9ライン · 王冠はワイルド', 'tag.dice': 'サイコロ3個 · 大/小/奇/偶/ゾロ目', 'tag.baccarat': '8デッキ · 標準ドロールール',
      stake: 'ベット', stakePerLine: '1ラインのベット', lines: 'ライン', total: '合計ベット',
      'play.slot': 'スピン', 'play.dice': 'ロール', 'play.baccarat': 'ディール', playing: 'プレイ中…',
      win: '{x} 獲得', lose: 'はずれ', push: '引き分け：{x} 返却', partial: '{x} 獲得', net: '収支 {x}', ready: 'ベットしてください',
      history: '直近10ゲーム', historyEmpty: 'まだ履歴はありません', rules: 'ルールと配当', paytable: '配当表',
      bet: '{x} ベット', payoutCol: '配当', mult: '{n}倍',
      'slot.r1': '1ラインのベット × ライン数 = 合計ベット。1・5・9ラインから選べます。',
      'slot.r2': '有効ライン上に同じシンボルが3つ揃うと、1ラインのベット × 倍率を獲得。',
      'slot.r3': '王冠はワイルドで全シンボルの代わりになります。王冠3つで{n}倍。',
      'slot.r4': 'ラインの第1・第2リールにチェリー2つで{n}倍。',
      'slot.r5': '複数ラインの当たりは合算されます。', pair: 'チェリー2つ（第1・2リール）', anyThree: '3つ揃い',
      rtp: '理論還元率 {x}%', paylines: '固定9ライン', line: 'ライン{n}',
      'dice.big': '大', 'dice.small': '小', 'dice.odd': '奇数', 'dice.even': '偶数', 'dice.triple': 'ゾロ目',
      'diceRule.big': '合計 11–17', 'diceRule.small': '合計 4–10', 'diceRule.odd': '合計が奇数', 'diceRule.even': '合計が偶数', 'diceRule.triple': '3つの目がすべて同じ',
      'dice.note': 'ゾロ目が出ると大・小・奇数・偶数はすべて負けです。', odds: '1:{n}', 'dice.total': '合計 {n}',
      'bac.player': 'プレイヤー', 'bac.banker': 'バンカー', 'bac.tie': 'タイ',
      'bacRule.player': 'プレイヤーの点数が高い', 'bacRule.banker': 'バンカーの点数が高い（手数料5%）', 'bacRule.tie': '両者が同点',
      'bac.push': 'タイの場合、プレイヤー・バンカーへのベットは返却されます。',
      'bac.values': 'Aは1点、2–9は数字どおり、10・J・Q・Kは0点。合計の一の位が点数です。',
      'bac.natural': '最初の2枚で8か9（ナチュラル）なら終了。プレイヤーは0–5で引き、6–7で止まります。',
      'bac.bankerRule': 'プレイヤーが止まった場合、バンカーは0–5で引きます。プレイヤーが引いた場合は次の表に従います：',
      'bac.bankerTotal': 'バンカーの点数', 'bac.draws': 'プレイヤーの3枚目がこの値なら引く', 'bac.always': '常に引く', 'bac.except': '{n} 以外', 'bac.stand': 'スタンド',
      'bac.shoe': '毎ゲーム新しい8デッキのシューから配ります。',
      'bac.result.player': 'プレイヤーの勝ち', 'bac.result.banker': 'バンカーの勝ち', 'bac.result.tie': 'タイ',
      network: '通信エラーです。しばらくしてから再試行してください。', failed: '処理に失敗しました。もう一度お試しください。',
      expired: 'ゲームのセッションが切れました。ポータルからゲームを起動し直してください。',
      transferHint: 'ポータルの「振替」ページからこのゲームウォレットへ入金してから、もう一度お試しください。',
      stakeInvalid: 'ベットは {min}〜{max} の整数で入力してください。', close: '閉じる', loading: '読み込み中…',
    },
    th: {
      hall: 'ห้องเกม', balance: 'ยอดเงิน', refresh: 'รีเฟรชยอดเงิน',
      'game.slot': 'สล็อตมงกุฎทอง', 'game.dice': 'ไฮโล', 'game.baccarat': 'บาคาร่า',
      'short.slot': 'สล็อต', 'short.dice': 'ไฮโล', 'short.baccarat': 'บาคาร่า',
      'tag.slot': '3 รีล · 9 ไลน์ · มงกุฎเป็นไวลด์', 'tag.dice': 'ลูกเต๋า 3 ลูก · สูง ต่ำ คี่ คู่ ตอง', 'tag.baccarat': '8 สำรับ · กติกาจั่วไพ่มาตรฐาน',
      stake: 'เดิมพัน', stakePerLine: 'เดิมพันต่อไลน์', lines: 'ไลน์', total: 'เดิมพันรวม',
      'play.slot': 'หมุน', 'play.dice': 'ทอย', 'play.baccarat': 'แจกไพ่', playing: 'กำลังเล่น…',
      win: 'ได้รับ {x}', lose: 'ไม่ได้รางวัล', push: 'เสมอ: คืน {x}', partial: 'ได้รับ {x}', net: 'สุทธิ {x}', ready: 'วางเดิมพันได้เลย',
      history: '10 ตาล่าสุด', historyEmpty: 'ยังไม่มีประวัติ', rules: 'กติกาและอัตราจ่าย', paytable: 'ตารางจ่าย',
      bet: 'แทง {x}', payoutCol: 'จ่าย', mult: '×{n}',
      'slot.r1': 'เดิมพันต่อไลน์ × จำนวนไลน์ = เดิมพันรวม เลือกได้ 1, 5 หรือ 9 ไลน์',
      'slot.r2': 'สัญลักษณ์เหมือนกัน 3 ตัวบนไลน์ที่เล่น จ่ายเดิมพันต่อไลน์ × ตัวคูณ',
      'slot.r3': 'มงกุฎเป็นไวลด์ แทนได้ทุกสัญลักษณ์ มงกุฎ 3 ตัวจ่าย ×{n}',
      'slot.r4': 'เชอร์รี่ 2 ลูกบนรีล 1 และ 2 ของไลน์ จ่าย ×{n}',
      'slot.r5': 'รางวัลจากหลายไลน์รวมกัน', pair: 'เชอร์รี่ 2 ลูก (รีล 1–2)', anyThree: 'เหมือนกัน 3 ตัว',
      rtp: 'อัตราคืนผู้เล่น {x}%', paylines: '9 ไลน์คงที่', line: 'ไลน์ {n}',
      'dice.big': 'สูง', 'dice.small': 'ต่ำ', 'dice.odd': 'คี่', 'dice.even': 'คู่', 'dice.triple': 'ตองใดก็ได้',
      'diceRule.big': 'แต้มรวม 11–17', 'diceRule.small': 'แต้มรวม 4–10', 'diceRule.odd': 'แต้มรวมเป็นเลขคี่', 'diceRule.even': 'แต้มรวมเป็นเลขคู่', 'diceRule.triple': 'ลูกเต๋าทั้งสามเหมือนกัน',
      'dice.note': 'ถ้าออกตอง สูง ต่ำ คี่ และคู่ แพ้ทั้งหมด', odds: '1 ต่อ {n}', 'dice.total': 'รวม {n}',
      'bac.player': 'ผู้เล่น', 'bac.banker': 'เจ้ามือ', 'bac.tie': 'เสมอ',
      'bacRule.player': 'ฝั่งผู้เล่นแต้มสูงกว่า', 'bacRule.banker': 'ฝั่งเจ้ามือแต้มสูงกว่า (หักค่าคอม 5%)', 'bacRule.tie': 'แต้มเท่ากัน',
      'bac.push': 'เมื่อเสมอ เดิมพันฝั่งผู้เล่นและเจ้ามือได้คืน',
      'bac.values': 'A = 1 แต้ม, 2–9 ตามหน้าไพ่, 10 J Q K = 0 แต้ม ใช้หลักหน่วยของผลรวม',
      'bac.natural': 'ไพ่สองใบแรกได้ 8 หรือ 9 (ไพ่ป๊อก) จบตาทันที ผู้เล่นจั่วเมื่อ 0–5 และหยุดเมื่อ 6–7',
      'bac.bankerRule': 'ถ้าผู้เล่นไม่จั่ว เจ้ามือจั่วเมื่อ 0–5 ถ้าผู้เล่นจั่ว เจ้ามือทำตามตารางนี้:',
      'bac.bankerTotal': 'แต้มเจ้ามือ', 'bac.draws': 'จั่วเมื่อไพ่ใบที่สามของผู้เล่นเป็น', 'bac.always': 'จั่วเสมอ', 'bac.except': 'ทุกค่ายกเว้น {n}', 'bac.stand': 'ไม่จั่ว',
      'bac.shoe': 'แจกจากไพ่ 8 สำรับที่สับใหม่ทุกตา',
      'bac.result.player': 'ผู้เล่นชนะ', 'bac.result.banker': 'เจ้ามือชนะ', 'bac.result.tie': 'เสมอ',
      network: 'เครือข่ายขัดข้อง กรุณาลองใหม่', failed: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่',
      expired: 'เซสชันเกมหมดอายุแล้ว กรุณาเปิดเกมใหม่จากหน้าพอร์ทัล',
      transferHint: 'กรุณาไปที่หน้า "โอนเงิน" ของพอร์ทัลเพื่อโอนเงินเข้ากระเป๋าเกมนี้ แล้วลองอีกครั้ง',
      stakeInvalid: 'เดิมพันต้องเป็นจำนวนเต็ม {min}–{max}', close: 'ปิด', loading: 'กำลังโหลด…',
    },
  };
  function t(key, vars) {
    var s = (I18N[locale] && I18N[locale][key]) || I18N.en_US[key] || key;
    if (vars) for (var k in vars) s = s.split('{' + k + '}').join(String(vars[k]));
    return s;
  }

  // ---------------------------------------------------------------- DOM helpers
  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) continue;
        if (k === 'class') el.className = v;
        else if (k === 'text') el.textContent = v;
        else if (k === 'testid') el.setAttribute('data-testid', v);
        else if (k.slice(0, 2) === 'on') el.addEventListener(k.slice(2), v);
        else el.setAttribute(k, v === true ? '' : v);
      }
    }
    if (children) append(el, children);
    return el;
  }
  function append(el, children) {
    (Array.isArray(children) ? children : [children]).forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      el.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
    });
    return el;
  }
  /** Our own constant SVG markup (never server text). */
  function svg(markup, cls, viewBox) {
    var wrap = document.createElement('span');
    wrap.className = 'svg ' + (cls || '');
    wrap.innerHTML = '<svg viewBox="' + (viewBox || '0 0 100 100') + '" aria-hidden="true" focusable="false">' + markup + '</svg>';
    return wrap;
  }
  function sleep(ms) { return new Promise(function (r) { setTimeout(r, ms * SPEED); }); }
  function rand(n) { return Math.floor(Math.random() * n); }
  function animate(el, frames, opts) {
    if (!el.animate) return Promise.resolve();
    var o = Object.assign({}, opts);
    if (o.duration) o.duration = o.duration * SPEED;
    if (o.delay) o.delay = o.delay * SPEED;
    var a = el.animate(frames, o);
    return a.finished ? a.finished.catch(function () {}) : new Promise(function (r) { a.onfinish = r; });
  }
  function units(n) { return Number(n).toLocaleString('en-US'); }
  function signed(s) { var n = parseFloat(s); return (n > 0 ? '+' : '') + s; }

  // ---------------------------------------------------------------- artwork (SVG, no external files)
  var DEFS =
    '<defs>' +
    '<radialGradient id="pg-cherry" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#ff9a9a"/><stop offset=".45" stop-color="#e3122b"/><stop offset="1" stop-color="#6e0010"/></radialGradient>' +
    '<radialGradient id="pg-lemon" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#fffbd0"/><stop offset=".5" stop-color="#ffd928"/><stop offset="1" stop-color="#c99300"/></radialGradient>' +
    '<linearGradient id="pg-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".45" stop-color="#f2c142"/><stop offset="1" stop-color="#9c6410"/></linearGradient>' +
    '<linearGradient id="pg-star" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7c2"/><stop offset=".5" stop-color="#ffc21a"/><stop offset="1" stop-color="#e06d00"/></linearGradient>' +
    '<linearGradient id="pg-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset=".5" stop-color="#e0102a"/><stop offset="1" stop-color="#8a0014"/></linearGradient>' +
    '<linearGradient id="pg-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6fdff"/><stop offset=".4" stop-color="#5fd8ff"/><stop offset="1" stop-color="#1368c4"/></linearGradient>' +
    '</defs>';
  function starPoints(cx, cy, R, r) {
    var p = [];
    for (var i = 0; i < 10; i++) {
      var rad = i % 2 === 0 ? R : r;
      var a = -Math.PI / 2 + (i * Math.PI) / 5;
      p.push((cx + rad * Math.cos(a)).toFixed(1) + ',' + (cy + rad * Math.sin(a)).toFixed(1));
    }
    return p.join(' ');
  }
  var ART = {
    '🍒':
      '<path d="M50 14C44 30 37 44 30 56" stroke="#3d8a26" stroke-width="5" fill="none" stroke-linecap="round"/>' +
      '<path d="M50 14C57 32 64 44 70 58" stroke="#3d8a26" stroke-width="5" fill="none" stroke-linecap="round"/>' +
      '<path d="M50 14C62 4 80 6 88 16C76 24 60 23 50 14Z" fill="#52b548" stroke="#2b7a22" stroke-width="2"/>' +
      '<circle cx="30" cy="68" r="19" fill="url(#pg-cherry)" stroke="#5a000e" stroke-width="2"/>' +
      '<circle cx="70" cy="70" r="19" fill="url(#pg-cherry)" stroke="#5a000e" stroke-width="2"/>' +
      '<ellipse cx="23" cy="60" rx="6" ry="4" fill="#fff" opacity=".75"/><ellipse cx="63" cy="62" rx="6" ry="4" fill="#fff" opacity=".75"/>',
    '🍋':
      '<g transform="rotate(-28 50 52)"><path d="M8 52L16 52M84 52L92 52" stroke="#b98900" stroke-width="7" stroke-linecap="round"/>' +
      '<ellipse cx="50" cy="52" rx="37" ry="28" fill="url(#pg-lemon)" stroke="#b98900" stroke-width="2.5"/>' +
      '<ellipse cx="38" cy="40" rx="13" ry="5" fill="#fff" opacity=".65"/></g>',
    '🔔':
      '<circle cx="50" cy="11" r="5" fill="#9c6410"/>' +
      '<path d="M50 14C31 14 25 33 25 48C25 62 21 70 12 76L88 76C79 70 75 62 75 48C75 33 69 14 50 14Z" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2.5"/>' +
      '<rect x="9" y="73" width="82" height="9" rx="4.5" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2"/>' +
      '<circle cx="50" cy="89" r="7" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2"/>' +
      '<path d="M39 25C34 33 33 43 33 56" stroke="#fff" stroke-width="4" opacity=".55" fill="none" stroke-linecap="round"/>',
    '⭐':
      '<polygon points="' + starPoints(50, 53, 45, 19) + '" fill="url(#pg-star)" stroke="#9c4f00" stroke-width="2.5" stroke-linejoin="round"/>' +
      '<polygon points="' + starPoints(50, 53, 30, 12.5) + '" fill="#fff" opacity=".25"/>',
    '7':
      '<path d="M18 14H84V29L54 90H31L61 31H18Z" fill="url(#pg-red)" stroke="#ffd86a" stroke-width="4.5" stroke-linejoin="round"/>' +
      '<path d="M24 19H78" stroke="#fff" stroke-width="3" opacity=".45" stroke-linecap="round"/>',
    '💎':
      '<polygon points="50,90 8,38 26,14 74,14 92,38" fill="url(#pg-gem)" stroke="#0a4f86" stroke-width="2.5" stroke-linejoin="round"/>' +
      '<polyline points="8,38 92,38" stroke="#eaffff" stroke-width="2" fill="none"/>' +
      '<polyline points="26,14 38,38 50,14 62,38 74,14" fill="none" stroke="#eaffff" stroke-width="1.6"/>' +
      '<polyline points="38,38 50,90 62,38" fill="none" stroke="#b5f0ff" stroke-width="1.6"/>' +
      '<polygon points="26,14 38,38 8,38" fill="#fff" opacity=".35"/>',
    '👑':
      '<path d="M13 70L7 30L31 47L50 16L69 47L93 30L87 70Z" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2.5" stroke-linejoin="round"/>' +
      '<rect x="12" y="69" width="76" height="15" rx="3" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2"/>' +
      '<circle cx="7" cy="28" r="5.5" fill="#e3122b" stroke="#fff4b8" stroke-width="1.5"/><circle cx="50" cy="14" r="6.5" fill="#2fb5ff" stroke="#fff4b8" stroke-width="1.5"/><circle cx="93" cy="28" r="5.5" fill="#e3122b" stroke="#fff4b8" stroke-width="1.5"/>' +
      '<circle cx="50" cy="55" r="6.5" fill="#e3122b" stroke="#fff4b8" stroke-width="1.5"/><circle cx="30" cy="59" r="4" fill="#2fb5ff"/><circle cx="70" cy="59" r="4" fill="#2fb5ff"/>' +
      '<text x="50" y="81" text-anchor="middle" font-size="11" font-weight="900" fill="#5c3300" font-family="DejaVu Sans, Arial, sans-serif" letter-spacing="1">WILD</text>',
  };
  function symbolEl(sym, cls) {
    if (ART[sym]) {
      var el = svg(ART[sym], 'sym ' + (cls || ''));
      el.setAttribute('data-symbol', sym);
      return el;
    }
    return h('span', { class: 'sym sym-text ' + (cls || ''), 'data-symbol': sym, text: sym });
  }
  var ICON = {
    slot: '<rect x="10" y="22" width="80" height="60" rx="10" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3"/><rect x="18" y="32" width="18" height="40" rx="3" fill="#1a1020"/><rect x="41" y="32" width="18" height="40" rx="3" fill="#1a1020"/><rect x="64" y="32" width="18" height="40" rx="3" fill="#1a1020"/><text x="27" y="59" text-anchor="middle" font-size="18" font-weight="900" fill="#ff3b4e" font-family="DejaVu Sans, sans-serif">7</text><text x="50" y="59" text-anchor="middle" font-size="18" font-weight="900" fill="#ff3b4e" font-family="DejaVu Sans, sans-serif">7</text><text x="73" y="59" text-anchor="middle" font-size="18" font-weight="900" fill="#ff3b4e" font-family="DejaVu Sans, sans-serif">7</text><circle cx="50" cy="14" r="6" fill="#e3122b"/>',
    dice: '<rect x="8" y="28" width="50" height="50" rx="10" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3" transform="rotate(-12 33 53)"/><circle cx="22" cy="44" r="5" fill="#c8102e"/><circle cx="42" cy="62" r="5" fill="#c8102e"/><rect x="44" y="16" width="46" height="46" rx="9" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3" transform="rotate(10 67 39)"/><circle cx="58" cy="28" r="4.5" fill="#3a1d00"/><circle cx="67" cy="40" r="4.5" fill="#3a1d00"/><circle cx="76" cy="52" r="4.5" fill="#3a1d00"/>',
    baccarat: '<rect x="14" y="18" width="44" height="62" rx="6" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3" transform="rotate(-12 36 49)"/><rect x="42" y="20" width="44" height="62" rx="6" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3" transform="rotate(10 64 51)"/><text x="64" y="60" text-anchor="middle" font-size="26" font-weight="900" fill="#7a0010" font-family="DejaVu Sans, sans-serif" transform="rotate(10 64 51)">A</text><text x="32" y="56" text-anchor="middle" font-size="22" fill="#c8102e" font-family="DejaVu Sans, sans-serif" transform="rotate(-12 36 49)">♥</text>',
    coin: '<circle cx="50" cy="50" r="44" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="5"/><circle cx="50" cy="50" r="32" fill="none" stroke="#7d4c00" stroke-width="3" opacity=".5"/><text x="50" y="63" text-anchor="middle" font-size="38" font-weight="900" fill="#7d4c00" font-family="DejaVu Sans, sans-serif">$</text>',
    refresh: '<path d="M80 50A30 30 0 1 1 70 27" fill="none" stroke="currentColor" stroke-width="9" stroke-linecap="round"/><path d="M58 14L78 24L68 44" fill="none" stroke="currentColor" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>',
  };

  // ---------------------------------------------------------------- state
  var state = {
    game: games.indexOf(cfg.initial || body.dataset.initial) >= 0 ? cfg.initial || body.dataset.initial : games[0],
    stake: 10,
    lines: 9,
    pick: 'big',
    side: 'banker',
    balance: null,
    busy: false,
    expired: false,
    history: [],
    last: { slot: null, dice: null, baccarat: null },
  };
  var ui = {};

  // ---------------------------------------------------------------- API
  function api(path, payload) {
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json', Lang: locale };
    if (token) headers.Authorization = 'Bearer ' + token;
    return fetch(API + path, { method: 'POST', headers: headers, body: JSON.stringify(payload || {}), credentials: 'same-origin', cache: 'no-store' })
      .then(function (res) {
        if (res.status === 401) return { code: 401, message: '' };
        return res.json().then(
          function (json) {
            if (!json || typeof json.code !== 'number') return { code: -1, message: t('failed') };
            return json;
          },
          function () { return { code: -1, message: res.ok ? t('failed') : t('network') }; },
        );
      })
      .catch(function () { return { code: -1, message: t('network') }; });
  }

  function setBalance(value) {
    state.balance = value;
    ui.balance.textContent = value === null || value === undefined ? '—' : String(value);
    ui.balance.setAttribute('data-value', value === null || value === undefined ? '' : String(value));
    animate(ui.balanceBox, [{ transform: 'scale(1.06)' }, { transform: 'scale(1)' }], { duration: 300 });
  }

  function refreshBalance() {
    if (state.busy || state.expired) return Promise.resolve();
    ui.refresh.classList.add('spin');
    return api('/balance', {}).then(function (r) {
      ui.refresh.classList.remove('spin');
      if (r.code === 401) return sessionExpired();
      if (r.code !== 200) return showMessage(r.message || t('failed'), 'error');
      if (!state.busy && r.data && r.data.balance !== undefined) setBalance(r.data.balance);
    });
  }

  function sessionExpired() {
    state.expired = true;
    body.classList.add('expired');
    showMessage(t('expired'), 'error');
    updateControls();
    if (!ui.overlay) {
      ui.overlay = h('div', { class: 'overlay', role: 'alertdialog', 'aria-modal': 'true', testid: 'expired' }, [
        h('div', { class: 'overlay-card' }, [svg(ART['👑'], 'overlay-crown'), h('p', { text: t('expired') })]),
      ]);
      document.body.appendChild(ui.overlay);
    }
  }

  function showMessage(text, kind, hint) {
    ui.message.textContent = '';
    ui.message.className = 'message' + (text ? ' show ' + (kind || 'info') : '');
    if (!text) return;
    append(ui.message, [h('span', { class: 'message-text', text: text }), hint ? h('span', { class: 'message-hint', text: hint }) : null]);
  }

  // ---------------------------------------------------------------- layout
  function build() {
    var app = document.getElementById('app') || document.body.appendChild(h('div', { id: 'app', class: 'app' }));
    app.textContent = '';
    app.removeAttribute('aria-busy');
    document.body.insertAdjacentElement('afterbegin', svg(DEFS, 'defs'));
    if (cfg.theme && cfg.theme !== '0') {
      var hash = 0;
      for (var i = 0; i < cfg.theme.length; i++) hash = (hash * 31 + cfg.theme.charCodeAt(i)) >>> 0;
      body.setAttribute('data-skin', String(hash % 5));
    }

    ui.balance = h('b', { class: 'balance-value', testid: 'balance', 'aria-live': 'polite', text: '—' });
    ui.refresh = h('button', { class: 'icon-btn', type: 'button', title: t('refresh'), 'aria-label': t('refresh'), testid: 'balance-refresh', onclick: refreshBalance }, [svg(ICON.refresh, 'ico')]);
    ui.balanceBox = h('div', { class: 'balance' }, [svg(ICON.coin, 'coin'), h('span', { class: 'balance-label', text: t('balance') }), ui.balance, ui.refresh]);
    var header = h('header', { class: 'top' }, [
      h('div', { class: 'brand' }, [svg(ART['👑'], 'brand-crown'), h('div', { class: 'brand-text' }, [h('strong', { text: cfg.platformName || body.dataset.platform || '' }), h('small', { text: t('hall') })])]),
      ui.balanceBox,
    ]);

    ui.tabs = {};
    var tabs = h('nav', { class: 'tabs', role: 'tablist' });
    games.forEach(function (g) {
      var b = h('button', { class: 'tab', type: 'button', role: 'tab', testid: 'tab-' + g, 'data-game': g, onclick: function () { selectGame(g); } }, [
        svg(ICON[g], 'tab-ico'),
        h('span', { class: 'tab-text' }, [h('b', { text: t('short.' + g) }), h('small', { text: t('tag.' + g) })]),
      ]);
      ui.tabs[g] = b;
      tabs.appendChild(b);
    });
    if (games.length < 2) tabs.classList.add('single');

    ui.title = h('h1', { class: 'game-title' });
    ui.banner = h('div', { class: 'banner', 'aria-hidden': 'true' });
    ui.board = h('div', { class: 'board' });
    ui.options = h('div', { class: 'options' });
    ui.result = h('div', { class: 'result', testid: 'result', role: 'status', 'aria-live': 'polite', 'data-outcome': 'none' });
    ui.message = h('div', { class: 'message', testid: 'message', role: 'alert' });

    // stake selector (shared by the games; for the slot it is the bet per line)
    ui.stakeLabel = h('label', { class: 'stake-label', for: 'stake-input' });
    ui.stake = h('input', {
      id: 'stake-input', class: 'stake-input', testid: 'stake', type: 'number', inputmode: 'numeric', min: String(LIMITS.min), max: String(LIMITS.max), step: '1', value: String(state.stake),
      oninput: function () { state.stake = Number(ui.stake.value); updateTotal(); },
      onkeydown: function (e) { if (e.key === 'Enter') { e.preventDefault(); play(); } },
    });
    var chips = h('div', { class: 'chips' });
    [1, 10, 50, 100, 500, 1000].forEach(function (v, i) {
      chips.appendChild(h('button', { type: 'button', class: 'chip chip-' + i, testid: 'chip-' + v, text: v >= 1000 ? v / 1000 + 'K' : String(v), onclick: function () { setStake(v); } }));
    });
    var stepper = h('div', { class: 'stepper' }, [
      h('button', { type: 'button', class: 'step', testid: 'stake-half', text: '½', 'aria-label': '½', onclick: function () { setStake(Math.max(LIMITS.min, Math.floor(currentStake() / 2))); } }),
      ui.stake,
      h('button', { type: 'button', class: 'step', testid: 'stake-double', text: '×2', 'aria-label': '×2', onclick: function () { setStake(Math.min(LIMITS.max, currentStake() * 2)); } }),
    ]);
    ui.total = h('div', { class: 'total', testid: 'total' });
    ui.play = h('button', { type: 'button', class: 'play-btn', testid: 'play', onclick: play });
    var controls = h('div', { class: 'controls' }, [
      h('div', { class: 'stake-box' }, [ui.stakeLabel, stepper, chips]),
      h('div', { class: 'play-box' }, [ui.total, ui.play]),
    ]);

    var stage = h('section', { class: 'stage' }, [
      h('div', { class: 'stage-head' }, [ui.title, ui.result]),
      h('div', { class: 'table' }, [ui.board, ui.banner]),
      ui.options,
      controls,
      ui.message,
    ]);

    ui.rules = h('div', { class: 'rules', testid: 'rules' });
    ui.history = h('ol', { class: 'history', testid: 'history' });
    var side = h('aside', { class: 'side' }, [
      h('section', { class: 'panel' }, [h('h2', { text: t('rules') }), ui.rules]),
      h('section', { class: 'panel' }, [h('h2', { text: t('history') }), ui.history]),
    ]);

    append(app, [header, tabs, h('main', { class: 'layout' }, [stage, side])]);
    renderHistory();
    selectGame(state.game, true);

    document.addEventListener('keydown', function (e) {
      if (e.code !== 'Space' || e.repeat) return;
      var tag = (e.target && e.target.tagName) || '';
      if (tag === 'INPUT' || tag === 'BUTTON' || tag === 'TEXTAREA' || tag === 'SELECT') return;
      e.preventDefault();
      play();
    });
    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'visible') refreshBalance(); });
  }

  function currentStake() {
    var n = Number(ui.stake.value);
    return Number.isInteger(n) && n >= LIMITS.min && n <= LIMITS.max ? n : LIMITS.min;
  }
  function setStake(v) {
    ui.stake.value = String(v);
    state.stake = v;
    updateTotal();
  }
  function readStake() {
    var raw = String(ui.stake.value).trim();
    if (!/^\d+$/.test(raw)) return null;
    var n = Number(raw);
    return n >= LIMITS.min && n <= LIMITS.max ? n : null;
  }
  function updateTotal() {
    var bet = readStake();
    ui.stakeLabel.textContent = state.game === 'slot' ? t('stakePerLine') : t('stake');
    var total = bet === null ? '—' : units(state.game === 'slot' ? bet * state.lines : bet);
    ui.total.textContent = '';
    append(ui.total, [h('span', { text: t('total') }), h('b', { text: total })]);
    ui.stake.classList.toggle('invalid', bet === null);
  }
  function updateControls() {
    var off = state.busy || state.expired;
    ui.play.disabled = off;
    ui.stake.disabled = off;
    ui.play.setAttribute('data-state', state.expired ? 'expired' : state.busy ? 'busy' : 'ready');
    ui.play.textContent = state.busy ? t('playing') : t('play.' + state.game);
    Array.prototype.forEach.call(document.querySelectorAll('.chip, .step, .opt, .tab'), function (b) {
      b.disabled = off;
    });
    body.classList.toggle('busy', state.busy);
  }

  function selectGame(g, first) {
    if (state.busy || games.indexOf(g) < 0) return;
    if (!first && g === state.game) return;
    state.game = g;
    body.setAttribute('data-game', g);
    for (var k in ui.tabs) {
      ui.tabs[k].classList.toggle('active', k === g);
      ui.tabs[k].setAttribute('aria-selected', k === g ? 'true' : 'false');
    }
    ui.title.textContent = t('game.' + g);
    ui.board.textContent = '';
    ui.options.textContent = '';
    ui.rules.textContent = '';
    ui.banner.className = 'banner';
    ui.banner.textContent = '';
    GAMES[g].mount();
    setResultIdle();
    showMessage('');
    updateTotal();
    updateControls();
  }

  function optionButton(group, value, testid, children, onPick) {
    var b = h('button', { type: 'button', class: 'opt opt-' + group + ' opt-' + value, testid: testid, 'data-value': String(value), 'aria-pressed': 'false', onclick: function () { onPick(value); markOptions(group, value); } }, children);
    return b;
  }
  function markOptions(group, value) {
    Array.prototype.forEach.call(document.querySelectorAll('.opt-' + group), function (b) {
      var on = b.getAttribute('data-value') === String(value);
      b.classList.toggle('selected', on);
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
    });
    updateTotal();
  }

  // ---------------------------------------------------------------- result, history, effects
  function setResultIdle() {
    ui.result.setAttribute('data-outcome', 'none');
    ui.result.textContent = '';
    append(ui.result, h('span', { class: 'result-main', text: t('ready') }));
  }
  function outcomeOf(round) {
    var payout = parseFloat(round.payout);
    var net = parseFloat(round.win_loss);
    if (!(payout > 0)) return 'lose';
    if (net > 0) return 'win';
    if (net === 0) return 'push';
    return 'partial';
  }
  function showResult(round) {
    var outcome = outcomeOf(round);
    var main =
      outcome === 'win' ? t('win', { x: round.payout })
      : outcome === 'push' ? t('push', { x: round.payout })
      : outcome === 'partial' ? t('partial', { x: round.payout })
      : t('lose');
    ui.result.setAttribute('data-outcome', outcome);
    ui.result.setAttribute('data-round', String(round.id));
    ui.result.textContent = '';
    append(ui.result, [h('span', { class: 'result-main', text: main }), h('span', { class: 'result-net', 'data-testid': 'win-loss', text: t('net', { x: signed(round.win_loss) }) })]);
    animate(ui.result, [{ transform: 'scale(.85)', opacity: 0.3 }, { transform: 'scale(1.06)', opacity: 1 }, { transform: 'scale(1)' }], { duration: 420, easing: 'ease-out' });
    if (outcome === 'win') coinBurst(parseFloat(round.payout) >= parseFloat(round.stake) * 10 ? 36 : 18);
  }
  function showBanner(text, kind) {
    ui.banner.className = 'banner show ' + (kind || '');
    ui.banner.textContent = text;
    animate(ui.banner, [{ transform: 'translate(-50%,-50%) scale(.4)', opacity: 0 }, { transform: 'translate(-50%,-50%) scale(1.12)', opacity: 1, offset: 0.6 }, { transform: 'translate(-50%,-50%) scale(1)', opacity: 1 }], { duration: 520, easing: 'ease-out' });
  }
  function hideBanner() {
    ui.banner.className = 'banner';
    ui.banner.textContent = '';
  }
  function coinBurst(n) {
    if (reducedMotion) return;
    var host = ui.board.parentNode;
    for (var i = 0; i < n; i++) {
      (function () {
        var c = svg(ICON.coin, 'flying-coin');
        host.appendChild(c);
        var ang = Math.random() * Math.PI * 2;
        var dist = 90 + Math.random() * 180;
        var dx = Math.cos(ang) * dist;
        var dy = Math.sin(ang) * dist - 60;
        animate(c, [
          { transform: 'translate(-50%,-50%) scale(.3) rotate(0deg)', opacity: 1 },
          { transform: 'translate(calc(-50% + ' + dx.toFixed(0) + 'px), calc(-50% + ' + dy.toFixed(0) + 'px)) scale(1) rotate(' + rand(720) + 'deg)', opacity: 1, offset: 0.7 },
          { transform: 'translate(calc(-50% + ' + dx.toFixed(0) + 'px), calc(-50% + ' + (dy + 80).toFixed(0) + 'px)) scale(.8) rotate(' + rand(720) + 'deg)', opacity: 0 },
        ], { duration: 1100 + rand(500), easing: 'cubic-bezier(.2,.7,.3,1)' }).then(function () { c.remove(); });
      })();
    }
  }

  function addHistory(round) {
    state.history.unshift(round);
    if (state.history.length > 10) state.history.length = 10;
    renderHistory();
  }
  function renderHistory() {
    ui.history.textContent = '';
    if (state.history.length === 0) {
      ui.history.appendChild(h('li', { class: 'history-empty', text: t('historyEmpty') }));
      return;
    }
    state.history.forEach(function (round, idx) {
      var outcome = outcomeOf(round);
      var li = h('li', { class: 'history-item ' + outcome + (idx === 0 ? ' fresh' : ''), testid: 'history-item', 'data-game': round.game, 'data-outcome': outcome }, [
        svg(ICON[round.game] || ICON.coin, 'history-ico'),
        h('div', { class: 'history-main' }, [h('b', { text: t('short.' + round.game) }), h('span', { class: 'history-summary' }, summaryOf(round))]),
        h('div', { class: 'history-money' }, [h('small', { text: t('bet', { x: round.stake }) }), h('b', { class: 'history-net', text: signed(round.win_loss) })]),
      ]);
      ui.history.appendChild(li);
    });
  }
  function summaryOf(round) {
    var d = round.detail || {};
    if (round.game === 'slot') {
      var row = (d.grid && d.grid[1]) || [];
      var wins = (d.wins || []).length;
      return [h('span', { class: 'mini-row' }, row.map(function (s) { return symbolEl(s, 'mini'); })), ' ' + d.lines + ' ' + t('lines') + (wins ? ' · ' + wins + '✓' : '')];
    }
    if (round.game === 'dice') {
      var dd = d.dice || [];
      return [h('span', { class: 'mini-dice' }, dd.map(function (v) { return dieEl(v, 'mini'); })), ' ' + d.total + ' · ' + t('dice.' + d.pick)];
    }
    if (round.game === 'baccarat') {
      return [t('bac.player') + ' ' + d.playerTotal + ' : ' + d.bankerTotal + ' ' + t('bac.banker') + ' · ' + t('bet', { x: t('bac.' + d.side) })];
    }
    return [];
  }

  // ---------------------------------------------------------------- a round
  function betBody(bet) {
    if (state.game === 'slot') return { game: 'slot', bet: bet, lines: state.lines };
    if (state.game === 'dice') return { game: 'dice', bet: bet, pick: state.pick };
    return { game: 'baccarat', bet: bet, side: state.side };
  }

  function play() {
    if (state.busy || state.expired) return;
    var bet = readStake();
    if (bet === null) {
      showMessage(t('stakeInvalid', { min: LIMITS.min, max: units(LIMITS.max) }), 'error');
      ui.stake.focus();
      return;
    }
    var game = state.game;
    var g = GAMES[game];
    state.busy = true;
    updateControls();
    showMessage('');
    hideBanner();
    ui.result.setAttribute('data-outcome', 'pending');
    ui.result.textContent = '';
    append(ui.result, h('span', { class: 'result-main', text: t('playing') }));
    var started = Date.now();
    g.start();
    api('/bet', betBody(bet))
      .then(function (r) {
        if (r.code !== 200 || !r.data || !r.data.round) {
          return g.abort().then(function () {
            state.busy = false;
            updateControls();
            setResultIdle();
            if (r.code === 401) return sessionExpired();
            var insufficient = r.code === 208;
            showMessage(r.message || t('failed'), 'error', insufficient ? t('transferHint') : null);
          });
        }
        var round = r.data.round;
        var wait = Math.max(0, 350 - (Date.now() - started)); // let the wind-up be seen
        return sleep(wait)
          .then(function () { return g.reveal(round.detail, round); })
          .then(function () {
            state.last[game] = round.detail;
            setBalance(r.data.balance);
            showResult(round);
            addHistory(round);
            state.busy = false;
            updateControls();
          });
      })
      .catch(function (err) {
        state.busy = false;
        updateControls();
        setResultIdle();
        showMessage(t('failed'), 'error');
        if (window.console) console.error(err);
      });
  }

  // ================================================================ SLOT
  var slotUi = {};
  var LINE_COLORS = ['#ffd54a', '#ff5d73', '#4fd1ff', '#7dff8a', '#ff9f40', '#c58bff', '#ff6ad5', '#5ef2c8', '#fff37a'];
  function randomSymbol() {
    // weights of the strips: 🍒10 🍋7 🔔4 ⭐3 7 3 💎2 👑1
    var bag = '🍒🍒🍒🍒🍒🍒🍒🍒🍒🍒🍋🍋🍋🍋🍋🍋🍋🔔🔔🔔🔔⭐⭐⭐777💎💎👑';
    var list = Array.from(bag);
    return list[rand(list.length)];
  }
  function randomGrid() {
    return [0, 1, 2].map(function () { return [0, 1, 2].map(randomSymbol); });
  }
  function reelCell(sym) { return h('div', { class: 'cell' }, symbolEl(sym)); }

  var slotGame = {
    mount: function () {
      var grid = (state.last.slot && state.last.slot.grid) || [['🍋', '🔔', '🍒'], ['7', '👑', '7'], ['🍒', '⭐', '💎']];
      slotUi.reels = [];
      var reelsBox = h('div', { class: 'reels' });
      for (var r = 0; r < 3; r++) {
        var inner = h('div', { class: 'reel-strip' }, [0, 1, 2].map(function (row) { return reelCell(grid[row][r]); }));
        var reel = h('div', { class: 'reel', 'data-reel': String(r + 1) }, inner);
        slotUi.reels.push({ el: reel, inner: inner, col: [grid[0][r], grid[1][r], grid[2][r]], loop: null });
        reelsBox.appendChild(reel);
      }
      slotUi.overlay = h('div', { class: 'lines-overlay' });
      reelsBox.appendChild(slotUi.overlay);
      // payline markers on both sides
      slotUi.markers = [];
      function rail(side) {
        var box = h('div', { class: 'rail rail-' + side });
        [0, 1, 2].forEach(function (row) {
          var slot = h('div', { class: 'rail-row' });
          SLOT.paylines.forEach(function (pl, i) {
            var r = side === 'l' ? pl[0] : pl[2];
            if (r !== row) return;
            var m = h('span', { class: 'marker', 'data-line': String(i + 1), text: String(i + 1) });
            m.style.setProperty('--c', LINE_COLORS[i]);
            slotUi.markers.push(m);
            slot.appendChild(m);
          });
          box.appendChild(slot);
        });
        return box;
      }
      var cabinet = h('div', { class: 'cabinet' }, [
        h('div', { class: 'marquee' }, [h('span', { class: 'bulbs' }), h('b', { text: t('game.slot') }), h('span', { class: 'bulbs' })]),
        h('div', { class: 'cabinet-body' }, [rail('l'), reelsBox, rail('r')]),
      ]);
      ui.board.appendChild(cabinet);

      var opts = h('div', { class: 'opt-group' }, [h('span', { class: 'opt-label', text: t('lines') })]);
      SLOT.lineChoices.forEach(function (n) {
        opts.appendChild(optionButton('lines', n, 'lines-' + n, [h('b', { text: String(n) })], function (v) { state.lines = v; litMarkers(); }));
      });
      ui.options.appendChild(opts);
      markOptions('lines', state.lines);
      litMarkers();
      if (state.last.slot) drawWinLines(state.last.slot.wins || [], false);

      // rules and paytable
      var pt = h('table', { class: 'paytable', testid: 'paytable' }, [h('caption', { text: t('paytable') })]);
      SLOT.symbols.slice().reverse().forEach(function (sym) {
        pt.appendChild(h('tr', null, [
          h('td', { class: 'pt-syms' }, [symbolEl(sym, 'pt'), symbolEl(sym, 'pt'), symbolEl(sym, 'pt')]),
          h('td', { class: 'pt-mult', text: '×' + SLOT.paytable[sym] }),
        ]));
      });
      pt.appendChild(h('tr', { class: 'pt-pair' }, [
        h('td', { class: 'pt-syms' }, [symbolEl('🍒', 'pt'), symbolEl('🍒', 'pt'), h('span', { class: 'pt-any', text: '?' })]),
        h('td', { class: 'pt-mult', text: '×' + SLOT.cherryPair }),
      ]));
      var lineMaps = h('div', { class: 'line-maps' });
      SLOT.paylines.forEach(function (pl, i) {
        var m = h('div', { class: 'line-map', title: t('line', { n: i + 1 }) });
        for (var row = 0; row < 3; row++) for (var col = 0; col < 3; col++) m.appendChild(h('i', { class: pl[col] === row ? 'on' : '' }));
        m.style.setProperty('--c', LINE_COLORS[i]);
        lineMaps.appendChild(h('figure', null, [m, h('figcaption', { text: String(i + 1) })]));
      });
      append(ui.rules, [
        h('ul', { class: 'rule-list' }, [
          h('li', { text: t('slot.r1') }),
          h('li', { text: t('slot.r2') }),
          h('li', null, [symbolEl(SLOT.wild, 'inline'), t('slot.r3', { n: SLOT.paytable[SLOT.wild] })]),
          h('li', null, [symbolEl('🍒', 'inline'), symbolEl('🍒', 'inline'), t('slot.r4', { n: SLOT.cherryPair })]),
          h('li', { text: t('slot.r5') }),
        ]),
        pt,
        h('h3', { text: t('paylines') }),
        lineMaps,
        h('p', { class: 'rtp', text: t('rtp', { x: Number(SLOT.rtp).toFixed(2) }) }),
      ]);
    },
    start: function () {
      clearWinLines();
      slotUi.reels.forEach(function (reel, i) {
        var filler = [];
        for (var k = 0; k < 12; k++) filler.push(randomSymbol());
        var strip = filler.concat(reel.col);
        reel.inner.textContent = '';
        strip.forEach(function (s) { reel.inner.appendChild(reelCell(s)); });
        reel.el.classList.add('spinning');
        var from = -((strip.length - 3) / strip.length) * 100;
        if (reel.inner.animate) {
          var wind = reel.inner.animate([{ transform: 'translateY(' + from + '%)' }, { transform: 'translateY(0%)' }], { duration: (420 + i * 40) * Math.max(SPEED, 0.5), iterations: Infinity, easing: 'linear' });
          reel.loop = wind;
        }
      });
      return Promise.resolve();
    },
    abort: function () {
      slotUi.reels.forEach(function (reel) {
        if (reel.loop) reel.loop.cancel();
        reel.loop = null;
        reel.el.classList.remove('spinning');
        reel.inner.textContent = '';
        reel.col.forEach(function (s) { reel.inner.appendChild(reelCell(s)); });
      });
      return Promise.resolve();
    },
    reveal: function (detail) {
      var grid = detail.grid || randomGrid();
      var done = slotUi.reels.map(function (reel, i) {
        return sleep(i * 260).then(function () {
          if (reel.loop) reel.loop.cancel();
          reel.loop = null;
          var col = [grid[0][i], grid[1][i], grid[2][i]];
          var filler = [];
          for (var k = 0; k < 10 + i * 2; k++) filler.push(randomSymbol());
          var strip = col.concat(filler, reel.col);
          reel.inner.textContent = '';
          strip.forEach(function (s) { reel.inner.appendChild(reelCell(s)); });
          reel.col = col;
          var from = -((strip.length - 3) / strip.length) * 100;
          return animate(reel.inner, [
            { transform: 'translateY(' + from + '%)' },
            { transform: 'translateY(2%)', offset: 0.9 },
            { transform: 'translateY(0%)' },
          ], { duration: 620 + i * 120, easing: 'cubic-bezier(.25,.6,.35,1)' }).then(function () {
            reel.el.classList.remove('spinning');
            // keep only the three visible cells
            while (reel.inner.children.length > 3) reel.inner.removeChild(reel.inner.lastChild);
          });
        });
      });
      return Promise.all(done).then(function () {
        var wins = detail.wins || [];
        drawWinLines(wins, true);
        if (wins.length > 0) {
          var best = wins.reduce(function (a, w) { return w.payoutCents > a.payoutCents ? w : a; }, wins[0]);
          showBanner(wins.length === 1 ? t('line', { n: best.line }) : wins.length + ' × ' + t('lines'), 'gold');
        }
        return sleep(wins.length ? 500 : 150);
      });
    },
  };
  function litMarkers() {
    (slotUi.markers || []).forEach(function (m) {
      m.classList.toggle('lit', Number(m.getAttribute('data-line')) <= state.lines);
    });
  }
  function clearWinLines() {
    if (slotUi.overlay) slotUi.overlay.textContent = '';
    (slotUi.markers || []).forEach(function (m) { m.classList.remove('won'); });
    if (slotUi.reels) slotUi.reels.forEach(function (reel) {
      Array.prototype.forEach.call(reel.inner.children, function (c) { c.classList.remove('hit'); });
    });
  }
  function drawWinLines(wins, animateIt) {
    clearWinLines();
    if (!wins.length) return;
    var paths = '';
    wins.forEach(function (w) {
      var pl = SLOT.paylines[w.line - 1];
      if (!pl) return;
      var pts = pl.map(function (row, col) { return (col * 100 + 50) + ',' + (row * 100 + 50); });
      pts.unshift('0,' + (pl[0] * 100 + 50));
      pts.push('300,' + (pl[2] * 100 + 50));
      paths += '<polyline points="' + pts.join(' ') + '" fill="none" stroke="' + LINE_COLORS[w.line - 1] + '" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity=".9"/>';
      var upto = w.count || 3;
      pl.forEach(function (row, col) {
        if (col >= upto) return;
        var cell = slotUi.reels[col].inner.children[row];
        if (cell) cell.classList.add('hit');
      });
      (slotUi.markers || []).forEach(function (m) { if (Number(m.getAttribute('data-line')) === w.line) m.classList.add('won'); });
    });
    var lines = svg(paths, 'win-lines' + (animateIt ? ' draw' : ''), '0 0 300 300');
    lines.firstChild.setAttribute('preserveAspectRatio', 'none');
    slotUi.overlay.appendChild(lines);
  }

  // ================================================================ DICE
  var diceUi = {};
  function dieEl(face, cls) {
    var d = h('div', { class: 'die ' + (cls || ''), 'data-face': String(face) });
    for (var i = 1; i <= 9; i++) d.appendChild(h('i', { class: 'pip p' + i }));
    return d;
  }
  function setFace(d, face) { d.setAttribute('data-face', String(face)); }
  var diceGame = {
    mount: function () {
      var last = state.last.dice;
      var faces = (last && last.dice) || [3, 5, 6];
      diceUi.dice = faces.map(function (f) { return dieEl(f); });
      diceUi.total = h('div', { class: 'dice-total', testid: 'dice-total' });
      var plate = h('div', { class: 'plate' }, [h('div', { class: 'plate-dice' }, diceUi.dice)]);
      ui.board.appendChild(h('div', { class: 'dice-table' }, [plate, diceUi.total]));
      if (last) showDiceTotal(last); else diceUi.total.textContent = '';

      // betting layout: small | odd | triple | even | big
      var layout = h('div', { class: 'dice-layout' });
      ['small', 'odd', 'triple', 'even', 'big'].forEach(function (pick) {
        layout.appendChild(optionButton('pick', pick, 'pick-' + pick, [
          h('b', { class: 'opt-name', text: t('dice.' + pick) }),
          h('small', { class: 'opt-rule', text: t('diceRule.' + pick) }),
          h('span', { class: 'opt-odds', text: t('odds', { n: DICE.odds[pick] }) }),
        ], function (v) { state.pick = v; }));
      });
      ui.options.appendChild(layout);
      markOptions('pick', state.pick);

      var table = h('table', { class: 'paytable', testid: 'paytable' }, [h('caption', { text: t('paytable') })]);
      DICE.picks.forEach(function (pick) {
        table.appendChild(h('tr', null, [h('td', { class: 'pt-name', text: t('dice.' + pick) }), h('td', { text: t('diceRule.' + pick) }), h('td', { class: 'pt-mult', text: t('odds', { n: DICE.odds[pick] }) })]));
      });
      append(ui.rules, [
        h('ul', { class: 'rule-list' }, [h('li', { text: t('dice.note') })]),
        table,
        h('p', { class: 'rtp', text: t('rtp', { x: '97.22' }) + ' (' + ['big', 'small', 'odd', 'even'].map(function (k) { return t('dice.' + k); }).join(' / ') + ') · ' + t('dice.triple') + ' 86.11%' }),
      ]);
    },
    start: function () {
      diceUi.total.textContent = '';
      diceUi.rolling = true;
      diceUi.dice.forEach(function (d, i) {
        d.classList.add('rolling');
        d.classList.remove('settled', 'hit');
        d.style.setProperty('--i', String(i));
      });
      (function tick() {
        if (!diceUi.rolling) return;
        diceUi.dice.forEach(function (d) { if (d.classList.contains('rolling')) setFace(d, 1 + rand(6)); });
        setTimeout(tick, 85);
      })();
      return Promise.resolve();
    },
    abort: function () {
      diceUi.rolling = false;
      diceUi.dice.forEach(function (d) { d.classList.remove('rolling'); });
      return Promise.resolve();
    },
    reveal: function (detail) {
      var faces = detail.dice || [1, 1, 1];
      return Promise.all(diceUi.dice.map(function (d, i) {
        return sleep(450 + i * 280).then(function () {
          d.classList.remove('rolling');
          setFace(d, faces[i]);
          d.classList.add('settled');
          return animate(d, [{ transform: 'translateY(-30px) rotate(' + (rand(90) - 45) + 'deg) scale(1.15)' }, { transform: 'translateY(4px) rotate(0deg) scale(.96)', offset: 0.7 }, { transform: 'none' }], { duration: 380, easing: 'ease-out' });
        });
      })).then(function () {
        diceUi.rolling = false;
        showDiceTotal(detail);
        var triple = faces[0] === faces[1] && faces[1] === faces[2];
        if (triple) diceUi.dice.forEach(function (d) { d.classList.add('hit'); });
        if (triple) showBanner(t('dice.triple') + ' ' + faces[0], 'gold');
        return sleep(350);
      });
    },
  };
  function showDiceTotal(detail) {
    var f = detail.dice || [];
    var triple = f.length === 3 && f[0] === f[1] && f[1] === f[2];
    diceUi.total.textContent = '';
    var tags = triple ? [t('dice.triple')] : [detail.total >= 11 ? t('dice.big') : t('dice.small'), detail.total % 2 ? t('dice.odd') : t('dice.even')];
    append(diceUi.total, [h('b', { text: t('dice.total', { n: detail.total }) })].concat(tags.map(function (x) { return h('span', { class: 'tag', text: x }); })));
  }

  // ================================================================ BACCARAT
  var bacUi = {};
  function cardValue(c) {
    if (!c) return 0;
    if (c.rank === 'A') return 1;
    var n = Number(c.rank);
    return n >= 2 && n <= 9 ? n : 0;
  }
  function handValue(cards) { return cards.reduce(function (s, c) { return s + cardValue(c); }, 0) % 10; }
  function cardEl(c, faceUp) {
    var red = c.suit === '♥' || c.suit === '♦';
    var face = /^[JQK]$/.test(c.rank);
    var front = h('div', { class: 'card-front' + (red ? ' red' : '') + (face ? ' court' : '') }, [
      h('span', { class: 'corner tl' }, [h('b', { text: c.rank }), h('i', { text: c.suit })]),
      h('span', { class: 'pip-big', text: face ? c.rank : c.suit }),
      face ? h('span', { class: 'court-suit', text: c.suit }) : null,
      h('span', { class: 'corner br' }, [h('b', { text: c.rank }), h('i', { text: c.suit })]),
    ]);
    var card = h('div', { class: 'card' + (faceUp ? ' flipped' : ''), 'data-card': c.rank + c.suit }, [h('div', { class: 'card-inner' }, [front, h('div', { class: 'card-back' })])]);
    return card;
  }
  function handBox(side) {
    var cards = h('div', { class: 'hand-cards' });
    var total = h('span', { class: 'hand-total', testid: side + '-total', text: '' });
    var box = h('div', { class: 'hand hand-' + side }, [h('div', { class: 'hand-head' }, [h('b', { text: t('bac.' + side) }), total]), cards]);
    return { box: box, cards: cards, total: total };
  }
  var baccaratGame = {
    mount: function () {
      bacUi.player = handBox('player');
      bacUi.banker = handBox('banker');
      var shoe = h('div', { class: 'shoe' }, [h('div', { class: 'shoe-card' })]);
      bacUi.shoe = shoe;
      ui.board.appendChild(h('div', { class: 'felt' }, [shoe, h('div', { class: 'hands' }, [bacUi.player.box, h('div', { class: 'vs', text: 'VS' }), bacUi.banker.box])]));
      var last = state.last.baccarat;
      if (last) {
        (last.playerCards || []).forEach(function (c) { bacUi.player.cards.appendChild(cardEl(c, true)); });
        (last.bankerCards || []).forEach(function (c) { bacUi.banker.cards.appendChild(cardEl(c, true)); });
        bacUi.player.total.textContent = String(last.playerTotal);
        bacUi.banker.total.textContent = String(last.bankerTotal);
        markWinner(last.result);
      }

      var layout = h('div', { class: 'bac-layout' });
      ['player', 'tie', 'banker'].forEach(function (side) {
        layout.appendChild(optionButton('side', side, 'side-' + side, [
          h('b', { class: 'opt-name', text: t('bac.' + side) }),
          h('span', { class: 'opt-odds', text: t('odds', { n: BAC.odds[side] }) }),
        ], function (v) { state.side = v; }));
      });
      ui.options.appendChild(layout);
      markOptions('side', state.side);

      var table = h('table', { class: 'paytable', testid: 'paytable' }, [h('caption', { text: t('paytable') })]);
      BAC.sides.forEach(function (side) {
        table.appendChild(h('tr', null, [h('td', { class: 'pt-name', text: t('bac.' + side) }), h('td', { text: t('bacRule.' + side) }), h('td', { class: 'pt-mult', text: t('odds', { n: BAC.odds[side] }) })]));
      });
      var draw = h('table', { class: 'draw-table' }, [h('tr', null, [h('th', { text: t('bac.bankerTotal') }), h('th', { text: t('bac.draws') })])]);
      [['0–2', t('bac.always')], ['3', t('bac.except', { n: 8 })], ['4', '2–7'], ['5', '4–7'], ['6', '6–7'], ['7', t('bac.stand')]].forEach(function (row) {
        draw.appendChild(h('tr', null, [h('td', { text: row[0] }), h('td', { text: row[1] })]));
      });
      append(ui.rules, [
        table,
        h('ul', { class: 'rule-list' }, [h('li', { text: t('bac.push') }), h('li', { text: t('bac.values') }), h('li', { text: t('bac.natural') }), h('li', { text: t('bac.bankerRule') })]),
        draw,
        h('p', { class: 'rtp', text: t('bac.shoe') }),
      ]);
    },
    start: function () {
      [bacUi.player, bacUi.banker].forEach(function (hb) {
        hb.cards.textContent = '';
        hb.total.textContent = '';
        hb.box.classList.remove('winner', 'loser', 'tie');
      });
      bacUi.shoe.classList.add('active');
      return Promise.resolve();
    },
    abort: function () {
      bacUi.shoe.classList.remove('active');
      return Promise.resolve();
    },
    reveal: function (detail) {
      var p = detail.playerCards || [];
      var b = detail.bankerCards || [];
      // real deal order: P, B, P, B, then third cards
      var order = [];
      if (p[0]) order.push(['player', p[0]]);
      if (b[0]) order.push(['banker', b[0]]);
      if (p[1]) order.push(['player', p[1]]);
      if (b[1]) order.push(['banker', b[1]]);
      if (p[2]) order.push(['player', p[2]]);
      if (b[2]) order.push(['banker', b[2]]);
      var dealt = { player: [], banker: [] };
      var chain = Promise.resolve();
      order.forEach(function (step, i) {
        chain = chain.then(function () {
          var side = step[0];
          var hb = bacUi[side];
          var card = cardEl(step[1]);
          if (i >= 4) card.classList.add('third');
          hb.cards.appendChild(card);
          dealt[side].push(step[1]);
          var shoeBox = bacUi.shoe.getBoundingClientRect();
          var cardBox = card.getBoundingClientRect();
          var dx = shoeBox.left - cardBox.left;
          var dy = shoeBox.top - cardBox.top;
          var inner = card.firstChild;
          return animate(card, [{ transform: 'translate(' + dx + 'px,' + dy + 'px) rotate(-8deg)', opacity: 0.6 }, { transform: 'none', opacity: 1 }], { duration: 360, easing: 'cubic-bezier(.2,.8,.3,1)' })
            .then(function () {
              card.classList.add('flipped');
              return animate(inner, [{ transform: 'rotateY(180deg)' }, { transform: 'rotateY(0deg)' }], { duration: 300, easing: 'ease-in-out' });
            })
            .then(function () {
              hb.total.textContent = String(handValue(dealt[side]));
              return sleep(i === 3 && order.length > 4 ? 420 : 120);
            });
        });
      });
      return chain.then(function () {
        bacUi.shoe.classList.remove('active');
        bacUi.player.total.textContent = String(detail.playerTotal);
        bacUi.banker.total.textContent = String(detail.bankerTotal);
        markWinner(detail.result);
        showBanner(t('bac.result.' + detail.result), detail.result === 'banker' ? 'red' : detail.result === 'player' ? 'blue' : 'green');
        return sleep(400);
      });
    },
  };
  function markWinner(result) {
    bacUi.player.box.classList.toggle('winner', result === 'player');
    bacUi.banker.box.classList.toggle('winner', result === 'banker');
    bacUi.player.box.classList.toggle('tie', result === 'tie');
    bacUi.banker.box.classList.toggle('tie', result === 'tie');
  }

  var GAMES = { slot: slotGame, dice: diceGame, baccarat: baccaratGame };

  // ---------------------------------------------------------------- boot
  function boot() {
    build();
    if (!token) return sessionExpired();
    refreshBalance();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
  else boot();
})();
