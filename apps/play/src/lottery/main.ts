/*
 * The lottery's pages, one script (lottery.js) and one stylesheet (lottery.css) under /play/assets:
 * the player's page a launch opens (/play/lottery/<venue>, body[data-mode] absent) and the public
 * verification page (/play/verify/lottery, body[data-mode="verify"]). Their configuration is the
 * JSON block #lottery-config written by apps/api/src/providers/lottery/page.ts.
 */
import './lottery.css';
import { readLotteryConfig, startLottery } from './app.js';
import { startVerify } from './verify.js';
import { startRealityCheck } from '../reality.js';

const boot = () => {
  const root = document.getElementById('app');
  if (!root) return;
  const cfg = readLotteryConfig(document);
  if (document.body.dataset.mode === 'verify') startVerify(root, cfg);
  else {
    startLottery(root, cfg);
    // the portal's reality check, as on every game page
    startRealityCheck({ locale: cfg.locale });
  }
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
