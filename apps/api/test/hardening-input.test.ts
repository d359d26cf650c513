import { randomUUID } from 'node:crypto';
import net from 'node:net';
import express from 'express';
import helmet from 'helmet';
import jwt from 'jsonwebtoken';
import QRCode from 'qrcode';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../src/app.js';
import { answerClientErrors } from '../src/http/client-errors.js';
import { errorHandler } from '../src/http/error-handler.js';
import { installLocale } from '../src/http/locale.js';
import { requestLog } from '../src/http/request-log.js';
import { createLogger } from '../src/logger.js';
import { adminToken, createTestApp, fundedMember, post, registerMember, type TestApp } from './support/app.js';

// What an outside attack showed, each refused at the right depth.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const ODD_AMOUNTS = ['1e3', '1e0', '0x1', '0b11', '0o7', '+5', ' 5 ', '5 ', '1_000', 'Infinity', '٥', '5.', '.5'];

describe('strict amounts (item 2)', () => {
  it('refuses exponents, radix prefixes, signs and spaces on every transfer route, and moves nothing', async () => {
    const { token } = await fundedMember(t, 1000, admin);
    const routes: [string, Record<string, unknown>][] = [
      ['/api/transfer', { sourcetype: 'center', targettype: 'AG' }],
      ['/api/PCGameTransferIn', {}],
      ['/api/MobileGameTransferIn', {}],
      ['/api/PCGameTransferOut', {}],
      ['/api/MobileGameTransferOut', {}],
    ];
    const before = await t.prisma.transfer.count();
    for (const [url, rest] of routes) {
      for (const amount of ODD_AMOUNTS) {
        const body = await post(t.app, url, { amount, ...rest }, { token, lang: 'zh_CN' });
        expect(body, `${url} ${JSON.stringify(amount)}`).toMatchObject({ code: 1000, message: '金额必须为正整数' });
      }
    }
    expect(await t.prisma.transfer.count()).toBe(before);
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('1000.00');
    // Plain decimal strings and JSON numbers still work.
    expect((await post(t.app, '/api/transfer', { amount: '5', sourcetype: 'center', targettype: 'AG' }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/PCGameTransferIn', { amount: 5 }, { token })).code).toBe(200);
    expect((await post(t.app, '/api/PCGameTransferOut', { amount: '5.00' }, { token })).code).toBe(200);
  });

  it('the back-office adjustment takes the same amount rule (with a sign), nothing else', async () => {
    const { form } = await fundedMember(t, 10, admin);
    const adjust = (amount: unknown) =>
      request(t.app)
        .post('/api/admin/adjust')
        .set('Authorization', `Bearer ${admin}`)
        .set('Idempotency-Key', randomUUID())
        .send({ username: form.name, amount, memo: 'x' });
    for (const amount of ODD_AMOUNTS) expect((await adjust(amount)).body.code, JSON.stringify(amount)).toBe(1000);
    expect((await adjust('-1.5')).body).toMatchObject({ code: 200, data: { balance: '8.50' } });
  });
});

/** Rows of the tables a refused request could write to. */
async function rowCounts() {
  const [row] = await t.prisma.$queryRaw<Record<string, bigint>[]>`
    SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM transfers) AS transfers, (SELECT count(*) FROM uploads) AS uploads,
           (SELECT count(*) FROM idempotent_requests) AS idempotent, (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM journal_entries) AS entries, (SELECT count(*) FROM audit_logs) AS audits, (SELECT count(*) FROM activity_applies) AS applies`;
  return row;
}

const expectBadRequest = (res: request.Response, what: string) => {
  expect(res.status, what).toBe(200);
  expect(res.body, what).toMatchObject({ code: 1000, message: expect.any(String) });
  expect(Object.keys(res.body).sort(), what).toEqual(['code', 'data', 'message']);
};

describe('no HTTP 500 for bad input (item 1)', () => {
  it('a corrupt gzip body on a POST is code 1000', async () => {
    const { token } = await fundedMember(t, 10, admin);
    for (const url of ['/api/login', '/api/transfer', '/api/admin/login']) {
      const res = await request(t.app)
        .post(url)
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(Buffer.from('this is not gzip at all'));
      expectBadRequest(res, url);
    }
  });

  it('a NUL character never reaches PostgreSQL: login and admin names, admin fields', async () => {
    const before = await rowCounts();
    const bodies: [string, object, string?][] = [
      ['/api/login', { name: 'ad\u0000min', password: 'x12345678' }],
      ['/api/login_pc', { name: '\u0000', password: '\u0000' }],
      ['/api/admin/login', { name: 'ad\u0000min', password: 'admin12345' }],
      [
        '/api/register',
        { name: 'abc\u0000def', password: 'abc12345', confirmPass: 'abc12345', realname: '张\u0000三', phone: '13800000000', paypassword: '123456' },
      ],
      ['/api/admin/adjust', { username: 'x\u0000y', amount: 5, memo: 'm\u0000' }, admin],
      ['/api/admin/activity/review', { id: 1, state: 1, remark: '\u0000' }, admin],
    ];
    for (const [url, body, token] of bodies) {
      const res = await request(t.app)
        .post(url)
        .set('Authorization', `Bearer ${token ?? ''}`)
        .set('Idempotency-Key', randomUUID())
        .send(body);
      expectBadRequest(res, url);
    }
    const query = await request(t.app).get('/api/captcha?scene=lo%00gin');
    expectBadRequest(query, 'query');
    expect(await rowCounts()).toEqual(before);
  });

  it('JSON nested 5,000 deep with an Idempotency-Key is code 1000 and stores no key', async () => {
    const { token } = await fundedMember(t, 10, admin);
    const before = await rowCounts();
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const url of ['/api/transfer', '/api/PCGameTransferIn', '/api/transall']) {
      const res = await request(t.app)
        .post(url)
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', randomUUID())
        .set('Content-Type', 'application/json')
        .send(deep);
      expectBadRequest(res, url);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a Lang header of __proto__ or constructor is the default language (a code sent in it too)', async () => {
    const { form } = await registerMember(t, { phone: '', mail: `${randomUUID().slice(0, 8)}@example.com` });
    for (const lang of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__proto__,en']) {
      const res = await request(t.app).post('/api/login').set('Lang', lang).send({});
      expect(res.status, lang).toBe(200);
      expect(res.body, lang).toMatchObject({ code: 1000, message: '請輸入您的帳號和密碼！' });
    }
    const sent = await request(t.app).post('/api/sendMailCaptcha').set('Lang', '__proto__').send({ mail: form.mail, captcha_id: randomUUID(), code: 'abcd' });
    expect(sent.status).toBe(200);
    expect(sent.body.code).toBe(200);
  });

  it('a truncated multipart body or a NUL in the file name is code 1000 and stores nothing', async () => {
    const { token } = await registerMember(t);
    const before = await rowCounts();
    const boundary = 'xBOUNDARYx';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc`;
    const cut = await request(t.app)
      .post('/api/uploadimg')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.from(truncated, 'latin1'));
    expectBadRequest(cut, 'truncated');
    const nul = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nGIF89a\r\n--${boundary}--\r\n`;
    const named = await request(t.app)
      .post('/api/uploadimg')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.from(nul, 'latin1'));
    expectBadRequest(named, 'nul name');
    expect(await rowCounts()).toEqual(before);
  });

  it('GET /uploads/ with a 36-character name that is not a UUID is 404', async () => {
    for (const name of ['-'.repeat(36) + '.png', 'a'.repeat(36) + '.gif', '00000000-0000-0000-0000-00000000000g.png']) {
      expect((await request(t.app).get(`/uploads/${name}`)).status, name).toBe(404);
    }
  });

  it('a signed token whose session id is not a UUID is 401', async () => {
    const key = Buffer.from('test-secret-test-secret-test-secret-0123456789', 'utf8');
    for (const [kind, url] of [
      ['member', '/api/balance'],
      ['admin', '/api/admin/ledger/check'],
    ] as const) {
      const token = jwt.sign({ kind }, key, { algorithm: 'HS256', subject: '1', jwtid: 'not-a-uuid', expiresIn: 60 });
      const res = await request(t.app).post(url).set('Authorization', `Bearer ${token}`).send({});
      expect(res.body, kind).toMatchObject({ code: 401 });
    }
  });
});

describe('database refusals a handler did not expect (issue 28 item 7)', () => {
  /** What PostgreSQL itself answers, through the pg door and through Prisma. */
  async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (err) {
      return err;
    }
    throw new Error('expected the database to refuse');
  }

  /** An app whose only route throws `err`, with the portal's locale, request log (captured at warn) and error handler. */
  function throwing(err: unknown) {
    const lines: { level: number; msg: string; route?: string; sqlState?: string; req?: { url: string } }[] = [];
    const log = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    installLocale(app);
    requestLog(app, log, { accessLog: false });
    app.post('/api/thing/save', () => {
      throw err;
    });
    app.use(errorHandler);
    return { app, lines };
  }

  it('a unique violation is a refusal (203) saying it already exists or was just changed, never a 500, logged at warn with the route', async () => {
    const viaSql = await failureOf(() => t.sql.query(`INSERT INTO admins (name, password_hash, role) VALUES ('admin', 'x', 'super')`));
    const viaPrisma = await failureOf(() => t.prisma.admin.create({ data: { name: 'admin', passwordHash: 'x', role: 'super' } }));
    for (const err of [viaSql, viaPrisma]) {
      const { app, lines } = throwing(err);
      const res = await request(app).post('/api/thing/save?token=secret').set('Lang', 'en_US').send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 203, message: 'This already exists or was just changed; please refresh and try again', data: null });
      expect((await request(app).post('/api/thing/save')).body.message).toBe('該記錄已存在或已被修改，請重新整理後再試');
      expect(lines[0]).toMatchObject({ level: 40, route: 'POST /api/thing/save', sqlState: '23505' });
    }
  });

  it('a value its column cannot hold (an id past int4, an amount past NUMERIC(18,2), text for a number) is code 1000, logged at warn', async () => {
    const refusals = [
      await failureOf(() => t.sql.query('SELECT $1::int', ['2147483648'])),
      await failureOf(() => t.sql.query('SELECT $1::numeric(18,2)', ['10000000000000000'])),
      await failureOf(() => t.sql.query('SELECT $1::int', ['1e3'])),
      await failureOf(() => t.sql.query('SELECT $1::uuid', ['not-a-uuid'])),
      await failureOf(() => t.prisma.feedback.findUnique({ where: { id: 2 ** 31 } })),
    ];
    for (const err of refusals) {
      const { app, lines } = throwing(err);
      const res = await request(app).post('/api/thing/save').set('Lang', 'en_US').send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 1000, message: 'Invalid request', data: null });
      expect(lines[0]).toMatchObject({ level: 40, route: 'POST /api/thing/save' });
      expect(lines[0]!.sqlState).toMatch(/^(22003|22P02)$/);
    }
  });

  it('anything else the database says is still a 500, logged as an error', async () => {
    const { app, lines } = throwing(await failureOf(() => t.sql.query('SELECT * FROM no_such_table')));
    const res = await request(app).post('/api/thing/save').send({});
    expect(res.status).toBe(500);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unhandled error' });
  });
});

/** Sends raw bytes to a listening copy of the app and returns what comes back. */
async function raw(bytes: string, { withEnvelope }: { withEnvelope: boolean }): Promise<string> {
  const server = t.app.listen(0, '127.0.0.1');
  if (withEnvelope) answerClientErrors(server);
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('requests Node refuses before the app (item 1)', () => {
  it('over-long headers get 431 with the envelope; an unparseable request 400 with the envelope', async () => {
    const long = await raw(`GET /api/app HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, { withEnvelope: true });
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 1000, message: expect.any(String), data: null });
    const broken = await raw('NONSENSE\r\n\r\n', { withEnvelope: true });
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 1000 });
  });
});

const qrOf = (url: string) => QRCode.toString(url, { type: 'svg', margin: 1, color: { dark: '#111111', light: '#ffffff' } });

describe('public URLs from PUBLIC_URL, never from Host (item 10)', () => {
  it('the app QR code encodes http://localhost:PORT by default, whatever the Host header says', async () => {
    const expected = await qrOf(`http://localhost:${t.config.port}/#/app`);
    for (const host of ['evil.example', '[', 'a b', '']) {
      const res = await request(t.app).get('/static/qr/app.svg').set('Host', host);
      expect(res.status, host).toBe(200);
      expect(res.body.toString(), host).toBe(expected);
    }
  });

  it('follows PUBLIC_URL when it is set', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://portal.example/' });
    try {
      const res = await request(https.app).get('/static/qr/app.svg').set('Host', 'evil.example');
      expect(res.body.toString()).toBe(await qrOf('https://portal.example/#/app'));
      // Served over HTTPS (item 11): HSTS and upgrade-insecure-requests.
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe("security headers are exactly helmet's (recorded once, set on every reply)", () => {
  /** The headers helmet itself sets with the portal's options, on a bare express app. */
  async function helmetsOwn(https: boolean): Promise<Record<string, string>> {
    const app = express();
    app.use(helmet(helmetOptions(https)));
    app.get('/', (_req, res) => res.send('x'));
    const res = await request(app).get('/');
    const names = Object.keys(res.headers).filter(
      (h) => !['content-type', 'content-length', 'etag', 'date', 'connection', 'keep-alive', 'x-powered-by'].includes(h),
    );
    expect(names.length).toBeGreaterThan(8);
    return Object.fromEntries(names.map((h) => [h, res.headers[h] as string]));
  }

  it('over plain HTTP and over HTTPS, on API replies, 404s and errors alike', async () => {
    const overHttp = await helmetsOwn(false);
    const overHttps = await helmetsOwn(true);
    expect(overHttps['strict-transport-security']).toMatch(/max-age=/);
    const replies = [
      [await request(t.app).post('/api/app').send({}), overHttp],
      [await request(t.app).post('/api/nope').send({}), overHttp],
      [await request(t.app).post('/api/balance').set('Content-Type', 'application/json').send('{"x": '), overHttp],
      [await request(t.app).post('/api/app').set('X-Forwarded-Proto', 'https').send({}), overHttps],
    ] as const;
    for (const [res, expected] of replies) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('POST replies are written as res.json would (type, length, body) without an ETag; GET replies keep theirs', async () => {
    const res = await request(t.app).post('/api/app').send({});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(JSON.parse(res.text)).toMatchObject({ code: 200, message: expect.any(String) });
    expect(res.headers.etag).toBeUndefined();
    const missing = await request(t.app).post('/api/nope').send({});
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('application/json; charset=utf-8');
    const get = await request(t.app).get('/api/getVisitUrl');
    expect(get.headers.etag).toBeTruthy();
    expect((await request(t.app).get('/api/getVisitUrl').set('If-None-Match', get.headers.etag!)).status).toBe(304);
  });

  it('no CORS header without CORS_ORIGINS; the allowed origin only with it', async () => {
    const none = await request(t.app).post('/api/app').set('Origin', 'https://elsewhere.example').send({});
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.app).options('/api/app').set('Origin', 'https://elsewhere.example').set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const cors = await createTestApp({ CORS_ORIGINS: 'https://portal.example' });
    try {
      const allowed = await request(cors.app).post('/api/app').set('Origin', 'https://portal.example').send({});
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
      const other = await request(cors.app).post('/api/app').set('Origin', 'https://elsewhere.example').send({});
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });
});

describe('plain-HTTP deployments (item 11)', () => {
  it('no HSTS and no upgrade-insecure-requests on plain HTTP; both behind a trusted proxy that says https', async () => {
    const plain = await request(t.app).post('/api/app').send({});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // supertest connects from 127.0.0.1, which TRUST_PROXY (loopback) trusts.
    const proxied = await request(t.app).post('/api/app').set('X-Forwarded-Proto', 'https').send({});
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(proxied.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('an untrusted client saying X-Forwarded-Proto https changes nothing', async () => {
    const strict = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      const res = await request(strict.app).post('/api/app').set('X-Forwarded-Proto', 'https').send({});
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await strict.close();
    }
  });
});

const upload = (token: string, bytes: Buffer, filename = 'a.png') =>
  request(t.app).post('/api/uploadimg').set('Authorization', `Bearer ${token}`).attach('file', bytes, { filename, contentType: 'image/png' });

describe('uploaded images re-encoded (item 12)', () => {
  it('a PNG or GIF header followed by HTML or SVG is refused and stores nothing', async () => {
    const { token } = await registerMember(t);
    const before = await rowCounts();
    const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const polyglots = [
      Buffer.concat([pngHead, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
      Buffer.from('GIF89a<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF87a<html><script>alert(1)</script></html>'),
    ];
    for (const bytes of polyglots) expect((await upload(token, bytes)).body).toMatchObject({ code: 1000 });
    expect(await rowCounts()).toEqual(before);
  });

  it('stores freshly encoded pixels: trailing HTML and metadata dropped, large images scaled down', async () => {
    const { token } = await registerMember(t);
    const real = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#2060a0' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
      .png()
      .toBuffer();
    const tricky = Buffer.concat([real, Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(token, tricky);
    expect(res.body.code).toBe(200);
    const stored = (await request(t.app).get(res.body.data.avatar)).body as Buffer;
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('secret-exif-marker')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'png',
      width: 512,
      height: 256,
      exif: undefined,
    });
  });
});

describe('floods that grew the database (item 9)', () => {
  it('captcha issue is rate-limited per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MODE: 'on', RATE_LIMIT_CAPTCHA_PER_IP: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await request(limited.app).get('/api/captcha?scene=login')).body.code);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(await limited.prisma.captcha.count()).toBe(5);
    } finally {
      await limited.close();
    }
  });

  it('a refused or invalid request stores no Idempotency-Key row; one that reached the use case does', async () => {
    const { token } = await fundedMember(t, 10, admin);
    const keys = async () => t.prisma.idempotentRequest.count();
    const before = await keys();
    const send = (url: string, body: object) =>
      request(t.app).post(url).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).send(body);
    for (let i = 0; i < 10; i++) {
      expect((await send('/api/transfer', { amount: '1e3', sourcetype: 'center', targettype: 'AG' })).body.code).toBe(1000);
      expect((await send('/api/PCGameTransferIn', {})).body.code).toBe(1000);
      expect(
        (
          await request(t.app)
            .post('/api/admin/adjust')
            .set('Authorization', `Bearer ${admin}`)
            .set('Idempotency-Key', randomUUID())
            .send({ username: 'nobody' })
        ).body.code,
      ).toBe(1000);
    }
    // Refused by the use case (short funds): nothing ran, no row either.
    expect((await send('/api/PCGameTransferIn', { amount: 500 })).body.code).toBe(208);
    expect(await keys()).toBe(before);
    expect((await send('/api/PCGameTransferIn', { amount: 1 })).body.code).toBe(200);
    expect(await keys()).toBe(before + 1);
  });

  it('a transfer refused for its balance writes no transfer row and registers nothing at the platform', async () => {
    const { token } = await fundedMember(t, 10, admin);
    const user = await t.prisma.user.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const before = {
      transfers: await t.prisma.transfer.count({ where: { userId: user.id } }),
      players: await t.prisma.platformPlayer.count({ where: { userId: user.id } }),
    };
    for (const [url, body] of [
      ['/api/transfer', { amount: 11, sourcetype: 'center', targettype: 'AG' }],
      ['/api/PCGameTransferIn', { amount: 100 }],
      ['/api/transfer', { amount: 5, sourcetype: 'DG', targettype: 'center' }],
      ['/api/MobileGameTransferOut', { amount: 5 }],
    ] as const) {
      const res = await post(t.app, url, body, { token });
      expect(res, url).toMatchObject({ code: 208 });
    }
    expect({
      transfers: await t.prisma.transfer.count({ where: { userId: user.id } }),
      players: await t.prisma.platformPlayer.count({ where: { userId: user.id } }),
    }).toEqual(before);
    expect((await post(t.app, '/api/balance', {}, { token })).data.balance).toBe('10.00');
  });

  it('failed transfers are rate-limited per member', async () => {
    const limited = await createTestApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MODE: 'on', RATE_LIMIT_TRANSFER_FAILURES_PER_MEMBER: '3' });
    try {
      const { token } = await fundedMember(limited, 10);
      const other = await fundedMember(limited, 10);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await post(limited.app, '/api/PCGameTransferIn', { amount: 100 }, { token })).code);
      expect(codes).toEqual([208, 208, 208, 429, 429]);
      expect((await post(limited.app, '/api/PCGameTransferIn', { amount: 1 }, { token })).code).toBe(429);
      // Another member is not affected.
      expect((await post(limited.app, '/api/PCGameTransferIn', { amount: 1 }, { token: other.token })).code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('avatar uploads keep only the current avatar and are rate-limited per member', async () => {
    const limited = await createTestApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MODE: 'on', RATE_LIMIT_AVATAR_PER_MEMBER: '3' });
    try {
      const { token } = await registerMember(limited);
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const send = () => request(limited.app).post('/api/uploadimg').set('Authorization', `Bearer ${token}`).attach('file', png, 'a.png');
      const replies = [await send(), await send(), await send(), await send()];
      expect(replies.map((r) => r.body.code)).toEqual([200, 200, 200, 429]);
      const user = await limited.prisma.user.findFirstOrThrow({ where: { avatar: replies[2]!.body.data.avatar } });
      const kept = await limited.prisma.upload.findMany({ where: { userId: user.id }, select: { id: true } });
      expect(kept.map((u) => `/uploads/${u.id}.png`)).toEqual([replies[2]!.body.data.avatar]);
      expect((await request(limited.app).get(replies[0]!.body.data.avatar)).status).toBe(404);
      expect((await request(limited.app).get(replies[2]!.body.data.avatar)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('the cleanup job expires captchas, old codes, old Idempotency-Key rows and ended rate-limit windows, and keeps the rest', async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await t.prisma.captcha.createMany({
      data: [
        { id: randomUUID(), scene: 'login', answer: 'old1', expiresAt: hours(-2) },
        { id: randomUUID(), scene: 'login', answer: 'new1', expiresAt: hours(1) },
      ],
    });
    await t.prisma.verificationCode.createMany({
      data: [
        { channel: 'sms', target: 'cleanup-old', purpose: 'forgot', codeHash: 'x', expiresAt: hours(-47), createdAt: hours(-48) },
        { channel: 'sms', target: 'cleanup-today', purpose: 'forgot', codeHash: 'x', expiresAt: hours(-1), createdAt: hours(-2) },
      ],
    });
    await t.prisma.idempotentRequest.createMany({
      data: [
        { key: `cleanup-old-${randomUUID()}`, requestHash: 'h', createdAt: hours(-25) },
        { key: `cleanup-new-${randomUUID()}`, requestHash: 'h', createdAt: hours(-1) },
      ],
    });
    await t.prisma.rateLimitHit.createMany({
      data: [
        { key: 'cleanup:old', hits: 3, resetAt: hours(-1) },
        { key: 'cleanup:new', hits: 3, resetAt: hours(1) },
      ],
    });

    const job = t.modules.flatMap((m) => m.jobs ?? []).find((j) => j.name === 'cleanup');
    expect(job).toBeDefined();
    await job!.run();
    expect(await t.prisma.captcha.count({ where: { answer: { in: ['old1', 'new1'] } } })).toBe(1);
    expect((await t.prisma.verificationCode.findMany({ where: { target: { startsWith: 'cleanup-' } } })).map((c) => c.target)).toEqual(['cleanup-today']);
    expect((await t.prisma.idempotentRequest.findMany({ where: { key: { startsWith: 'cleanup-' } } })).map((r) => r.key.slice(0, 11))).toEqual(['cleanup-new']);
    expect((await t.prisma.rateLimitHit.findMany({ where: { key: { startsWith: 'cleanup:' } } })).map((r) => r.key)).toEqual(['cleanup:new']);
  });
});
