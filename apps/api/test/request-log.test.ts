import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { createCore } from '../src/core.js';
import { createLogger } from '../src/logger.js';
import { createModules } from '../src/modules/index.js';
import { createTestApp, fundedMember, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
});
afterAll(async () => {
  await t.close();
});

/** The app of `t` logging at `level` into an array of parsed lines (ACCESS_LOG on unless said). */
function loggedApp(level: string, { accessLog = true } = {}) {
  const lines: Record<string, any>[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, any>) });
  const core = createCore({ ...t.core, config: { ...t.config, logLevel: level, accessLog }, log });
  return { app: createApp(core, createModules(core)), lines };
}

describe('request logs', () => {
  it('with ACCESS_LOG=on at level info: one line per request (method, URL with tokens redacted, status, time), never the Authorization header; not for health checks', async () => {
    const { app, lines } = loggedApp('info');
    const { token } = await fundedMember(t, 10);
    expect((await request(app).post('/api/balance').set('Authorization', `Bearer ${token}`).send({})).body.code).toBe(200);
    await request(app).get('/api/nothing-here?token=secret-value&x=1');
    await request(app).get('/healthz');
    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests).toEqual([
      expect.objectContaining({ level: 30, req: expect.objectContaining({ method: 'POST', url: '/api/balance' }), res: { statusCode: 200 } }),
      expect.objectContaining({ req: expect.objectContaining({ method: 'GET', url: '/api/nothing-here?token=[redacted]&x=1' }), res: { statusCode: 404 } }),
    ]);
    expect(typeof requests[0]!.responseTime).toBe('number');
    expect(requests[0]!.req.id).not.toBe(requests[1]!.req.id);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).not.toContain('secret-value');
  });

  it('by default (ACCESS_LOG off) at level info, and above info: no line for a request that went well', async () => {
    const { app: quiet, lines: none } = loggedApp('info', { accessLog: false });
    const member = await fundedMember(t, 10);
    expect((await request(quiet).post('/api/balance').set('Authorization', `Bearer ${member.token}`).send({})).body.code).toBe(200);
    expect((await request(quiet).get('/api/nothing-here')).status).toBe(404);
    expect(none).toEqual([]);
  });

  it('above info: no line for a request that went well', async () => {
    const { app, lines } = loggedApp('warn');
    const { token } = await fundedMember(t, 10);
    expect((await request(app).post('/api/balance').set('Authorization', `Bearer ${token}`).send({})).body.code).toBe(200);
    expect(lines).toEqual([]);
  });
});
