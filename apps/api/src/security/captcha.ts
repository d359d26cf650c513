import { randomUUID } from 'node:crypto';
import type { CaptchaReply, CaptchaScene } from '@portal/contracts';
import type { PrismaClient } from '../db/client.js';
import type { Clock } from '../clock.js';
import { randomCaptchaText, renderCaptcha } from './captcha-image.js';

const TTL_SECONDS = 300;

/**
 * Image codes issued and checked by the server (the original checked them only in the browser).
 * Each code is consumed by its first check, right or wrong.
 */
export function createCaptcha({
  prisma,
  clock,
  enabled,
}: {
  prisma: PrismaClient;
  clock: Clock;
  /** CAPTCHA_MODE=off: every check passes. */ enabled: boolean;
}) {
  async function issue(scene: CaptchaScene): Promise<CaptchaReply> {
    const text = randomCaptchaText();
    const png = await renderCaptcha(text);
    const id = randomUUID();
    await prisma.captcha.create({ data: { id, scene, answer: text.toLowerCase(), expiresAt: new Date(clock.now().getTime() + TTL_SECONDS * 1000) } });
    // Old codes are useless after expiry; sweep a few on each issue instead of needing a job.
    await prisma.$executeRaw`DELETE FROM captchas WHERE id IN (SELECT id FROM captchas WHERE expires_at < now() - interval '1 hour' LIMIT 100)`;
    return { captcha_id: id, image: `data:image/png;base64,${png.toString('base64')}`, expires_in: TTL_SECONDS };
  }

  /** The code's check, even when CAPTCHA_MODE=off (a login the failed-login guard asks a captcha of). */
  async function verify(scene: CaptchaScene, id: string | undefined, code: string | undefined): Promise<boolean> {
    if (!id || code === undefined || !/^[0-9a-f-]{36}$/i.test(id)) return false;
    const rows = await prisma.$queryRaw<{ answer: string }[]>`
      UPDATE captchas SET used_at = now()
      WHERE id = ${id}::uuid AND scene = ${scene} AND used_at IS NULL AND expires_at > now()
      RETURNING answer`;
    return rows.length === 1 && rows[0]!.answer === code.trim().toLowerCase();
  }

  /** CAPTCHA_MODE=off: every check passes. */
  const check = (scene: CaptchaScene, id: string | undefined, code: string | undefined) => (enabled ? verify(scene, id, code) : Promise.resolve(true));

  return { issue, check, verify };
}

export type Captcha = ReturnType<typeof createCaptcha>;
