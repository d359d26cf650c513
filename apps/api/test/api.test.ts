import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope and edges', () => {
  it('POST /api/app replies the appInfo fields', async () => {
    const body = await post(t.app, '/api/app');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ site_state: 1, redpacket_switch: 1 });
    for (const key of ['repair_tips', 'ios_download_qrcode', 'ios_download_url', 'h5_url', 'site_logo', 'index_modal']) expect(body.data).toHaveProperty(key);
  });

  it('names the site in the script of the language asked: 金冠娛樂 in Traditional Chinese, 金冠娱乐 in Simplified', async () => {
    expect((await post(t.app, '/api/app', {}, { lang: 'zh_TW' })).data.title).toBe('金冠娛樂');
    expect((await post(t.app, '/api/app', {}, { lang: 'zh_CN' })).data.title).toBe('金冠娱乐');
    expect((await post(t.app, '/api/app', {}, { lang: 'en_US' })).data.title).toBe('金冠娱乐');
    expect((await post(t.app, '/api/app', {}, { lang: 'jp' })).data.title).toBe('金冠娯楽');
    expect((await post(t.app, '/api/app')).data.titles).toEqual({
      zh_TW: '金冠娛樂',
      zh_CN: '金冠娱乐',
      en_US: '金冠娱乐',
      kr: '金冠娱乐',
      jp: '金冠娯楽',
      th: '金冠娱乐',
    });
  });

  it('lets staff name the site per language; an empty name reads as the zh_CN title', async () => {
    const admin = await adminToken(t);
    const save = (body: object) => post(t.app, '/api/admin/site/update', body, { token: admin });
    expect((await save({ titles: { en_US: 'Golden Crown', xx: 'no' } })).code).toBe(1000);
    expect((await save({ titles: { en_US: 'x'.repeat(101) } })).code).toBe(1000);
    expect((await save({ titles: { en_US: 'Golden Crown' } })).code).toBe(200);
    expect((await post(t.app, '/api/app', {}, { lang: 'en_US' })).data.title).toBe('Golden Crown');
    expect((await post(t.app, '/api/app', {}, { lang: 'zh_TW' })).data.title).toBe('金冠娛樂');
    expect((await save({ titles: { en_US: '' } })).code).toBe(200);
    expect((await post(t.app, '/api/app', {}, { lang: 'en_US' })).data.title).toBe('金冠娱乐');
  });

  it('serves the customer-service and visit links', async () => {
    expect((await post(t.app, '/api/getservicerurl')).data.url).toBe('/support');
    expect((await request(t.app).get('/api/getVisitUrl')).body.data.url).toBe('/#/app');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(t.app).post('/api/nope').send({});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, message: '介面不存在' });
  });

  it('never answers 500 to a malformed body', async () => {
    for (const path of ['/api/login_pc', '/api/register', '/api/changePassword', '/api/sendSMSCaptcha', '/api/register_kv']) {
      const broken = await request(t.app).post(path).set('Content-Type', 'application/json').send('{"name": ');
      expect(broken.status).toBe(200);
      expect(broken.body.code).toBe(1000);
      const array = await request(t.app).post(path).send([1, 2]);
      expect(array.body.code).toBe(1000);
      const wrongTypes = await request(t.app)
        .post(path)
        .send({ name: { $gt: '' }, password: [1], phone: 5, code: null });
      expect(wrongTypes.body.code).toBe(1000);
      expect(wrongTypes.body.message).not.toBe('');
    }
    const huge = await request(t.app)
      .post('/api/login_pc')
      .send({ name: 'x'.repeat(200_000) });
    expect(huge.body.code).toBe(1000);
  });

  it('sends security headers and health', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('issues captcha images per scene and refuses an unknown scene', async () => {
    const res = await request(t.app).get('/api/captcha?scene=register');
    expect(res.body.code).toBe(200);
    // A raster PNG, not an SVG (the SVG's paths named each character).
    expect(res.body.data.image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(res.body.data.image.split(',')[1], 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await request(t.app).get('/api/captcha?scene=bogus')).body.code).toBe(1000);
  });
});
