import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { lotteryPlayer } from './support/lottery.js';

// The lottery's pages as the API serves them: the launch shell and the public verification page
// both load the lottery client (lottery.js, lottery.css) with their settings in a JSON block, and
// carry no inline script.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
}, 180_000);
afterAll(() => t?.close());

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)];

describe('the lottery pages', () => {
  it('serves the public verification page to anyone, in the language asked, pointing at the verification API', async () => {
    const res = await request(t.app).get('/play/verify/lottery?lang=en_US&game=ssc&draw_no=20261128-001');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<title>Lottery fairness check</title>');
    expect(res.text).toContain('data-mode="verify"');
    expect(res.text).toContain('/play/assets/lottery.js');
    expect(res.text).toContain('"verifyApi":"/api/lottery/verify"');
    expect(inlineScripts(res.text)).toEqual([]);
    const fallback = await request(t.app).get('/play/verify/lottery?lang=xx');
    expect(fallback.text).toContain('<title>彩票公平性驗證</title>');
  });

  it('gives the launch page the verification page to link to', async () => {
    const player = await lotteryPlayer(t, { venue: 'VR', amount: 100 });
    const res = await request(t.app).get(`${player.url.pathname}${player.url.search}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('"verifyPage":"/play/verify/lottery"');
    expect(res.text).toContain('/play/assets/lottery.js');
    expect(inlineScripts(res.text)).toEqual([]);
  });
});
