import net from 'node:net';
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../src/http/client-errors.js';
import { adminToken, createTestApp, fundedMember, type TestApp } from './support/app.js';

// Request bodies as a client sends them, byte for byte, and the replies they get. These replies
// are body-parser's (they passed unchanged before http/json-body.ts read plain JSON bodies itself):
// the short path must give every one of them.

let t: TestApp;
let server: Server;
let port: number;
let member: { token: string; name: string; password: string };
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  const m = await fundedMember(t, 25, await adminToken(t));
  member = { token: m.token, name: m.form.name, password: m.form.password };
  // Served as main.ts serves it (Node's own refusals in the envelope too).
  server = t.app.listen(0, '127.0.0.1');
  answerClientErrors(server);
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

interface Reply {
  status: number;
  /** null when the connection closed without a reply. */
  body: { code: number; message: string; data: unknown } | null;
}

interface Sent {
  path?: string;
  /** The Content-Type header; none when null. */
  type?: string | null;
  /** The body's parts, written with a pause between them (a body split across TCP packets). */
  parts?: (string | Buffer)[];
  /** Content-Length to declare; the parts' length by default; null for none. */
  length?: number | null;
  headers?: Record<string, string>;
  token?: string;
  /** Stop after the parts: 'end' half-closes, 'destroy' cuts the connection. */
  then?: 'wait' | 'end' | 'destroy';
}

/** Sends a request as raw bytes (Connection: close) and reads the reply, if any, until the server closes. */
function send({
  path = '/api/balance',
  type = 'application/json',
  parts = ['{}'],
  length,
  headers = {},
  token = member.token,
  then = 'wait',
}: Sent): Promise<Reply> {
  const body = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
  const lines = [`POST ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', 'Lang: en_US', `Authorization: Bearer ${token}`];
  if (type !== null) lines.push(`Content-Type: ${type}`);
  const declared = length === undefined ? body.length : length;
  if (declared !== null) lines.push(`Content-Length: ${declared}`);
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return new Promise<Reply>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve({ status: 0, body: null });
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]);
      resolve({ status, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Reply['body'] });
    });
    const send = async () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      for (const part of parts) {
        await new Promise((r) => setTimeout(r, 15));
        socket.write(part);
      }
      if (then === 'end') socket.end();
      if (then === 'destroy') setTimeout(() => socket.destroy(), 30);
    };
    socket.on('connect', () => {
      send().catch(reject);
    });
  });
}

const BAD_REQUEST = { status: 200, body: { code: 1000, message: 'Invalid request', data: null } };
const loginBody = () => JSON.stringify({ name: member.name, password: member.password, code: 'x', captcha_id: 'x' });
const loggedIn = (reply: Reply) => {
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ code: 200, data: { api_token: expect.any(String) } });
};
const balance = { status: 200, body: { code: 200, message: 'Success', data: { balance: '25.00' } } };

/** A feedback text sent in the body and what the database kept of it: proves the body decoded as sent. */
async function feedbackStored(content: string, sent: Omit<Sent, 'path'> & { prefix?: Buffer }): Promise<{ reply: Reply; stored: string[] }> {
  const before = await t.prisma.feedback.findMany({ select: { id: true } });
  const reply = await send({ path: '/api/feedback', ...sent });
  const rows = await t.prisma.feedback.findMany({ where: { id: { notIn: before.map((r) => r.id) } }, select: { content: true } });
  return { reply, stored: rows.map((r) => r.content) };
}

describe('plain JSON bodies (the short path)', () => {
  it('{} reads the balance', async () => {
    expect(await send({})).toEqual(balance);
  });

  it('a login body logs in', async () => {
    loggedIn(await send({ path: '/api/login', parts: [loginBody()] }));
  });

  it('an empty body with Content-Length 0 is {}: the balance, and a login says what is missing', async () => {
    expect(await send({ parts: [] })).toEqual(balance);
    expect(await send({ path: '/api/login', parts: [], token: '' })).toEqual({
      status: 200,
      body: { code: 1000, message: 'Please enter your account and password!', data: null },
    });
  });

  it('a body of only whitespace, invalid JSON, a string or a number at the top level: invalid request', async () => {
    for (const body of [' ', '  \r\n\t ', '{"a":', '{"a":1}{"b":2}', '"str"', '12', ' 12', 'true', 'null', '\u00a0{}', 'nope']) {
      expect(await send({ parts: [body] }), JSON.stringify(body)).toEqual(BAD_REQUEST);
    }
  });

  it('whitespace before an object or array is fine', async () => {
    expect(await send({ parts: [' \r\n\t{} '] })).toEqual(balance);
    expect(await send({ parts: ['[]'] })).toEqual(balance);
  });

  it('a body up to 100 kb (102,400 bytes) is read; one byte more is invalid request', async () => {
    const filler = (n: number) => JSON.stringify({ x: 'a'.repeat(n - 8) });
    expect(Buffer.byteLength(filler(102_400))).toBe(102_400);
    expect(await send({ parts: [filler(102_400)] })).toEqual(balance);
    expect(await send({ parts: [filler(102_401)] })).toEqual(BAD_REQUEST);
    expect(await send({ parts: [filler(150_000)] })).toEqual(BAD_REQUEST);
  });

  it('Content-Length says more than the client sends and it goes away: no reply, and the server serves on', async () => {
    expect(await send({ parts: ['{"a":1'], length: 200, then: 'destroy' })).toEqual({ status: 0, body: null });
    // Half-closed instead: Node's parser refuses the cut request itself (answerClientErrors' envelope, no Lang read).
    expect(await send({ parts: ['{"a":1'], length: 200, then: 'end' })).toEqual({ status: 400, body: { code: 1000, message: '請求參數錯誤', data: null } });
    expect(await send({})).toEqual(balance);
  });

  it('the type in any letter case, with charset=utf-8 (quoted or not) and spaces', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'Application/Json; Charset=UTF-8',
      'application/json;charset="utf-8"',
      'application/json ; charset = utf-8',
    ]) {
      loggedIn(await send({ path: '/api/login', type, parts: [loginBody()] }));
    }
  });

  it('a UTF-8 byte order mark before the JSON is dropped', async () => {
    const { reply, stored } = await feedbackStored('', {
      parts: [Buffer.from([0xef, 0xbb, 0xbf]), JSON.stringify({ category: 'game', content: '有 BOM 的反馈' })],
    });
    expect(reply.body).toMatchObject({ code: 200 });
    expect(stored).toEqual(['有 BOM 的反馈']);
  });

  it('characters of several bytes split across packets arrive whole; a broken sequence is U+FFFD as before', async () => {
    const json = Buffer.from(JSON.stringify({ category: 'game', content: '中文反馈😀' }));
    const at = json.indexOf(Buffer.from('文')) + 1;
    const emoji = json.indexOf(Buffer.from('😀')) + 2;
    const split = await feedbackStored('', { parts: [json.subarray(0, at), json.subarray(at, emoji), json.subarray(emoji)] });
    expect(split.reply.body).toMatchObject({ code: 200 });
    expect(split.stored).toEqual(['中文反馈😀']);
    const broken = Buffer.concat([Buffer.from('{"category":"game","content":"a'), Buffer.from([0xe4, 0xb8]), Buffer.from('b"}')]);
    const replaced = await feedbackStored('', { parts: [broken] });
    expect(replaced.reply.body).toMatchObject({ code: 200 });
    expect(replaced.stored).toEqual(['a\ufffdb']);
  });
});

describe('other bodies (body-parser, as before)', () => {
  it('a gzip JSON body logs in; a corrupt one is invalid request; an unknown encoding too', async () => {
    loggedIn(await send({ path: '/api/login', parts: [gzipSync(loginBody())], headers: { 'Content-Encoding': 'gzip' } }));
    loggedIn(await send({ path: '/api/login', parts: [loginBody()], headers: { 'Content-Encoding': 'Identity' } }));
    expect(await send({ parts: [Buffer.from('not gzip')], headers: { 'Content-Encoding': 'gzip' } })).toEqual(BAD_REQUEST);
    expect(await send({ parts: ['{}'], headers: { 'Content-Encoding': 'compress' } })).toEqual(BAD_REQUEST);
  });

  it('other charsets: utf-7 and utf-16 decoded as such, latin1 and utf8 (no dash) refused', async () => {
    expect(await send({ type: 'application/json; charset=utf-7' })).toEqual(balance);
    loggedIn(await send({ path: '/api/login', type: 'application/json; charset=utf-7', parts: [loginBody()] }));
    expect(await send({ type: 'application/json; charset=latin1' })).toEqual(BAD_REQUEST);
    expect(await send({ type: 'application/json; charset=utf8' })).toEqual(BAD_REQUEST);
    expect(await send({ type: 'application/json; charset=utf-16le', parts: [Buffer.from('{}', 'utf16le')] })).toEqual(balance);
  });

  it('a form body logs in; text/plain and no type leave the body unread', async () => {
    const form = new URLSearchParams({ name: member.name, password: member.password, code: 'x', captcha_id: 'x' }).toString();
    loggedIn(await send({ path: '/api/login', type: 'application/x-www-form-urlencoded', parts: [form] }));
    const missing = { status: 200, body: { code: 1000, message: 'Please enter your account and password!', data: null } };
    expect(await send({ path: '/api/login', type: 'text/plain', parts: [loginBody()] })).toEqual(missing);
    expect(await send({ path: '/api/login', type: null, parts: [loginBody()] })).toEqual(missing);
    expect(await send({ type: 'application/json;', parts: ['12'] })).toEqual(BAD_REQUEST);
    expect(await send({ type: 'application/vnd.api+json', parts: ['12'] })).toEqual(balance);
  });

  it('no body at all (neither Content-Length nor Transfer-Encoding): the balance, and a login says what is missing', async () => {
    expect(await send({ parts: [], length: null })).toEqual(balance);
    expect(await send({ type: null, parts: [], length: null })).toEqual(balance);
    expect(await send({ path: '/api/login', parts: [], length: null, token: '' })).toEqual({
      status: 200,
      body: { code: 1000, message: 'Please enter your account and password!', data: null },
    });
  });

  it('a chunked JSON body (no Content-Length) logs in', async () => {
    const body = loginBody();
    const chunked = `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    loggedIn(await send({ path: '/api/login', parts: [chunked], length: null, headers: { 'Transfer-Encoding': 'chunked' } }));
  });
});
