import { GAME_CODES, MAX_BET, MIN_BET, type GameCode } from '@portal/game-rules';

type PlayLocale = 'zh_TW' | 'zh_CN' | 'en_US' | 'kr' | 'jp' | 'th';

export interface PlayPageOptions {
  /** The games the page offers, in tab order. */
  games: GameCode[];
  initial: GameCode;
  /**
   * What the page is headed with: the game (a slot title's name, a game's or a hall's) and the
   * venue it belongs to ("財神到 · OB電子", "本站自營桌台 · AG真人").
   */
  heading: { name: string; venue: string };
  /** The slot title the launch opened (its code: the machine wears its theme), or null. */
  title: string | null;
  /** 'tables' or 'cards' when a live or card venue opened the house's own games (the page says so). */
  house: 'tables' | 'cards' | null;
  /** A stable key for the page's tint (the platform). */
  skin: string;
  locale: PlayLocale;
  /** The launch token: the page sends it as `Authorization: Bearer <token>`. */
  token: string;
  /** Where the built game client is served (play.js, play.css from apps/play). */
  assetBase: string;
}

const LOCALES: readonly PlayLocale[] = ['zh_TW', 'zh_CN', 'en_US', 'kr', 'jp', 'th'];
const HTML_LANG: Record<PlayLocale, string> = { zh_TW: 'zh-Hant-TW', zh_CN: 'zh-Hans-CN', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };
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
function jsonForScript(value: unknown): string {
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
 * resources are referenced. The game rules are not in the page: the script has them.
 */
export function renderPlayPage(opts: PlayPageOptions): string {
  const locale: PlayLocale = LOCALES.includes(opts.locale) ? opts.locale : 'zh_TW';
  const games = GAME_CODES.filter((g) => opts.games.includes(g));
  const offered: GameCode[] = games.length > 0 ? opts.games.filter((g) => games.includes(g)) : ['slot'];
  const initial: GameCode = offered.includes(opts.initial) ? opts.initial : (offered[0] as GameCode);
  const base = opts.assetBase.replace(/\/+$/, '');

  const config = {
    token: opts.token,
    locale,
    games: offered,
    initial,
    heading: opts.heading,
    title: opts.title,
    house: opts.house,
    skin: opts.skin.slice(0, 64),
    api: '/play/api',
    limits: { min: MIN_BET, max: MAX_BET },
  };

  const title = `${opts.heading.name} · ${opts.heading.venue}`;
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
<body class="play" data-locale="${escapeHtml(locale)}" data-initial="${escapeHtml(initial)}" data-games="${escapeHtml(offered.join(','))}" data-title="${escapeHtml(opts.title ?? '')}" data-house="${escapeHtml(opts.house ?? '')}">
<div id="app" class="app" aria-busy="true" aria-live="polite">
<div class="boot"><div class="boot-ring"></div><div class="boot-name">${escapeHtml(title)}</div></div>
</div>
<noscript><p class="noscript">${escapeHtml(NOSCRIPT[locale])}</p></noscript>
<script type="application/json" id="play-config">${jsonForScript(config)}</script>
</body>
</html>
`;
}
