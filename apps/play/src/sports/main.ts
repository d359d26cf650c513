/*
 * The sportsbook's player page (the sport and e-sport venues: SABA, CROWN, IM, IA, AVIA). The shell
 * (apps/api providers/sportsbook/page.ts) loads sports.js and sports.css from /play/assets; the only
 * network is the player API (docs/sportsbook.md#the-player-api) with the launch token.
 */
import './sports.css';
import { startApp } from './app.js';
import { readConfig } from './config.js';
import { startRealityCheck } from '../reality.js';

const boot = () => {
  const cfg = readConfig(document);
  startApp(cfg);
  // the portal's reality check, as on every game page
  startRealityCheck({ locale: cfg.locale });
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
