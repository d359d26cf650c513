import type { Locale } from '@portal/contracts';
import { escapeHtml, jsonForScript } from '../builtin/page.js';

const HTML_LANG: Record<Locale, string> = { zh_TW: 'zh-Hant-TW', zh_CN: 'zh-Hans-CN', en_US: 'en', kr: 'ko', jp: 'ja', th: 'th' };
const TITLE: Record<Locale, string> = { zh_TW: '彩票', zh_CN: '彩票', en_US: 'Lottery', kr: '복권', jp: '宝くじ', th: 'ลอตเตอรี่' };
const NOSCRIPT: Record<Locale, string> = {
  zh_TW: '請啟用 JavaScript 以進行遊戲。',
  zh_CN: '请启用 JavaScript 以进行游戏。',
  en_US: 'Please enable JavaScript to play.',
  kr: '게임을 하려면 JavaScript를 켜 주세요.',
  jp: 'プレイするには JavaScript を有効にしてください。',
  th: 'กรุณาเปิดใช้ JavaScript เพื่อเล่นเกม',
};

/**
 * The lottery's page a launch opens (/play/lottery/<venue>): a shell for its client (lottery.js and
 * lottery.css under `assetBase`), which reads everything from the JSON block `#lottery-config`: the
 * launch token (sent as `Authorization: Bearer`), the language, the game launched ('lottery': the
 * lobby), the venue (its platname, also `data-venue` on body), the player API and the public verification API. No inline script (the CSP allows none).
 */
export function renderLotteryPage(opts: { platformName: string; venue: string; game: string; locale: Locale; token: string; assetBase: string }): string {
  const base = opts.assetBase.replace(/\/+$/, '');
  const config = {
    token: opts.token,
    locale: opts.locale,
    game: opts.game,
    platformName: opts.platformName,
    venue: opts.venue,
    api: '/play/api/lottery',
    balanceApi: '/play/api/lottery/balance',
    verifyApi: '/api/lottery/verify',
    chainsApi: '/api/lottery/chains',
  };
  return `<!doctype html>
<html lang="${escapeHtml(HTML_LANG[opts.locale])}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${opts.platformName} · ${TITLE[opts.locale]}`)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(`${base}/lottery.css`)}">
<script src="${escapeHtml(`${base}/lottery.js`)}" defer></script>
</head>
<body class="lottery" data-locale="${escapeHtml(opts.locale)}" data-game="${escapeHtml(opts.game)}" data-platform="${escapeHtml(opts.platformName)}" data-venue="${escapeHtml(opts.venue)}">
<div id="app" class="app" aria-busy="true" aria-live="polite"><div class="boot-name">${escapeHtml(opts.platformName)}</div></div>
<noscript><p class="noscript">${escapeHtml(NOSCRIPT[opts.locale])}</p></noscript>
<script type="application/json" id="lottery-config">${jsonForScript(config)}</script>
</body>
</html>
`;
}
