/*
 * The built-in platform's game page: 老虎機 (slot), 骰寶 (sic bo) and 百家樂 (baccarat).
 * Served as one script (play.js) and one stylesheet (play.css) by apps/api/src/providers/builtin;
 * no framework and no network besides the page's own API:
 *   POST {api}/balance {}            -> {code, message, data: {balance}}
 *   POST {api}/bet {game, bet, ...}  -> {code, message, data: {balance, round: {id, game, stake, payout, win_loss, detail}}}
 * The game rules come from @portal/game-rules, the same module the server settles rounds with.
 */
import './play.css';
import { startApp } from './app.js';
import { readConfig } from './config.js';

const boot = () => startApp(readConfig(document));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
