import { escapeHtml } from '../builtin/page.js';
import type { Venue } from './model.js';

type PageLocale = 'zh_TW' | 'zh_CN' | 'en_US' | 'kr' | 'jp' | 'th';
const HTML_LANG: Record<PageLocale, string> = { zh_TW: 'zh-Hant-TW', zh_CN: 'zh-Hans-CN', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };
const TITLE: Record<PageLocale, string> = { zh_TW: '體育投注', zh_CN: '体育投注', en_US: 'Sportsbook', kr: '스포츠북', jp: 'スポーツブック', th: 'กีฬา' };

/**
 * The shell the sportsbook's launch URL opens: its configuration (the launch token, the locale, the
 * venue, the player API's base) in a non-executable JSON block and data-* attributes, the page's
 * script and stylesheet as files under /play/assets (sports.js, sports.css: the player's page, built
 * from apps/play), so it runs under a CSP without inline scripts.
 */
export function renderSportsPage(opts: { platname: string; venue: Venue; locale: PageLocale; token: string }): string {
  const config = JSON.stringify({ token: opts.token, locale: opts.locale, venue: opts.venue, platname: opts.platname, api: '/play/api' })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<!doctype html>
<html lang="${escapeHtml(HTML_LANG[opts.locale])}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(TITLE[opts.locale])}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/play/assets/sports.css">
<script src="/play/assets/sports.js" defer></script>
</head>
<body class="sportsbook" data-locale="${escapeHtml(opts.locale)}" data-venue="${escapeHtml(opts.venue)}" data-platform="${escapeHtml(opts.platname)}">
<div id="app" aria-busy="true" aria-live="polite"></div>
<script type="application/json" id="sports-config">${config}</script>
</body>
</html>
`;
}
