import { randomUUID } from 'node:crypto';
import type { CaptchaReply, CaptchaScene } from '@portal/contracts';
import type { Sql } from '../db/sql.js';
import type { Clock } from '../clock.js';
import { randomCaptchaText, renderCaptcha } from './captcha-image.js';
import { consumeCaptcha, insertCaptcha, sweepExpiredCaptchas } from './store.js';

const TTL_SECONDS = 300;

/**
 * Image codes issued and checked by the server (the original checked them only in the browser).
 * Each code is consumed by its first check, right or wrong.
 */
export function createCaptcha({ sql, clock, enabled }: { sql: Sql; clock: Clock; /** CAPTCHA_MODE=off: every check passes. */ enabled: boolean }) {
  async function issue(scene: CaptchaScene): Promise<CaptchaReply> {
    const text = randomCaptchaText();
    const png = await renderCaptcha(text);
    const id = randomUUID();
    await insertCaptcha(sql, { id, scene, answer: text.toLowerCase(), expiresAt: new Date(clock.now().getTime() + TTL_SECONDS * 1000) });
    await sweepExpiredCaptchas(sql);
    return { captcha_id: id, image: `data:image/png;base64,${png.toString('base64')}`, expires_in: TTL_SECONDS };
  }

  /** The code's check, even when CAPTCHA_MODE=off (a login the failed-login guard asks a captcha of). */
  async function verify(scene: CaptchaScene, id: string | undefined, code: string | undefined): Promise<boolean> {
    if (!id || code === undefined || !/^[0-9a-f-]{36}$/i.test(id)) return false;
    const answer = await consumeCaptcha(sql, { id, scene });
    return answer !== undefined && answer === code.trim().toLowerCase();
  }

  /** CAPTCHA_MODE=off: every check passes. */
  const check = (scene: CaptchaScene, id: string | undefined, code: string | undefined) => (enabled ? verify(scene, id, code) : Promise.resolve(true));

  return { issue, check, verify };
}

export type Captcha = ReturnType<typeof createCaptcha>;
