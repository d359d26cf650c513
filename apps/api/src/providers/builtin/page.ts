import {
  BACCARAT_ODDS,
  BACCARAT_SIDES,
  DICE_ODDS,
  DICE_PICKS,
  GAME_CODES,
  MAX_BET,
  MIN_BET,
  SLOT_CHERRY_PAIR,
  SLOT_LINE_CHOICES,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_RTP_PERCENT,
  SLOT_SYMBOLS,
  WILD,
  type GameCode,
} from '@portal/game-rules';

type PlayLocale = 'zh_TW' | 'zh_CN' | 'en_US' | 'kr' | 'jp' | 'th';

export interface PlayPageOptions {
  platformName: string;
  games: GameCode[];
  initial: GameCode;
  /** Free-form skin name (the catalogue code the game was launched from); only tints the page. */
  theme?: string;
  locale: PlayLocale;
  /** The launch token: the page sends it as `Authorization: Bearer <token>`. */
  token: string;
  /** Where the built game client is served (play.js, play.css from apps/play). */
  assetBase: string;
}

const LOCALES: readonly PlayLocale[] = ['zh_TW', 'zh_CN', 'en_US', 'kr', 'jp', 'th'];
const HTML_LANG: Record<PlayLocale, string> = { zh_TW: 'zh-Hant-TW', zh_CN: 'zh-Hans-CN', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };
const TITLE: Record<PlayLocale, string> = { zh_TW: '遊戲大廳', zh_CN: '游戏大厅', en_US: 'Game Hall', kr: '게임 홀', jp: 'ゲームホール', th: 'ห้องเกม' };
const NOSCRIPT: Record<PlayLocale, string> = {
  zh_TW: '請啟用 JavaScript 以進行遊戲。',
  zh_CN: '请启用 JavaScript 以进行游戏。',
  en_US: 'Please enable JavaScript to play.',
  kr: '게임을 하려면 JavaScript를 켜 주세요.',
  jp: 'プレイするには JavaScript を有効にしてください。',
  th: 'กรุณาเปิดใช้ JavaScript เพื่อเล่นเกม',
};

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that is safe inside a <script type="application/json"> element (no `</script>`, no `<!--`). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built-in platform's game page. Everything the script needs travels in a non-executable
 * JSON block (`#play-config`) and `data-*` attributes on <body>; the script and stylesheet are
 * files under `assetBase`, so the page works under a CSP without inline scripts. No external
 * resources are referenced.
 */
export function renderPlayPage(opts: PlayPageOptions): string {
  const locale: PlayLocale = LOCALES.includes(opts.locale) ? opts.locale : 'zh_TW';
  const games = GAME_CODES.filter((g) => opts.games.includes(g));
  const offered: GameCode[] = games.length > 0 ? games : [...GAME_CODES];
  const initial: GameCode = offered.includes(opts.initial) ? opts.initial : (offered[0] as GameCode);
  const theme = (opts.theme ?? '').slice(0, 64);
  const base = opts.assetBase.replace(/\/+$/, '');

  const config = {
    token: opts.token,
    locale,
    games: offered,
    initial,
    theme,
    platformName: opts.platformName,
    api: '/play/api',
    limits: { min: MIN_BET, max: MAX_BET },
    slot: {
      symbols: SLOT_SYMBOLS,
      wild: WILD,
      paytable: SLOT_PAYTABLE,
      cherryPair: SLOT_CHERRY_PAIR,
      paylines: SLOT_PAYLINES,
      lineChoices: SLOT_LINE_CHOICES,
      rtp: SLOT_RTP_PERCENT,
    },
    dice: { picks: DICE_PICKS, odds: DICE_ODDS },
    baccarat: { sides: BACCARAT_SIDES, odds: BACCARAT_ODDS },
  };

  const title = `${opts.platformName} · ${TITLE[locale]}`;
  return `<!doctype html>
<html lang="${escapeHtml(HTML_LANG[locale])}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="#0b0a12">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(`${base}/play.css`)}">
<script src="${escapeHtml(`${base}/play.js`)}" defer></script>
</head>
<body class="play" data-locale="${escapeHtml(locale)}" data-initial="${escapeHtml(initial)}" data-games="${escapeHtml(offered.join(','))}" data-theme="${escapeHtml(theme)}" data-platform="${escapeHtml(opts.platformName)}">
<div id="app" class="app" aria-busy="true" aria-live="polite">
<div class="boot"><div class="boot-ring"></div><div class="boot-name">${escapeHtml(opts.platformName)}</div></div>
</div>
<noscript><p class="noscript">${escapeHtml(NOSCRIPT[locale])}</p></noscript>
<script type="application/json" id="play-config">${jsonForScript(config)}</script>
</body>
</html>
`;
}
