import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, outbox, post, registerMember, solveCaptcha, type TestApp } from './support/app.js';

// Email codes go out over SMTP when SMTP_HOST is set, and the outbox row says how it went: sent
// (sent_at) or failed (the error), never both. A small SMTP server started here plays the relay.

interface Sent {
  channel: string;
  recipient: string;
  body: string;
  transport: string;
  sent_at: string | null;
  error: string | null;
}

interface Relay {
  port: number;
  mails: string[];
  close(): Promise<void>;
}

function startRelay(): Promise<Relay> {
  const mails: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let body = '';
    let buffer = '';
    socket.write('220 relay ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            mails.push(body);
            body = '';
            socket.write('250 queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 relay\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, mails, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

/** A relayed message with its body decoded (nodemailer sends non-ASCII text as base64 or quoted-printable). */
function readable(message: string): string {
  const [head = '', ...rest] = message.split('\n\n');
  const body = rest.join('\n\n');
  if (/transfer-encoding: base64/i.test(head)) return `${head}\n${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}`;
  return `${head}\n${body.replace(/=\n/g, '')}`;
}

async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function sendForgotMail(t: TestApp): Promise<string> {
  const mail = `s${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`;
  await registerMember(t, { phone: '', mail });
  expect((await post(t.app, '/api/sendMailCaptcha', { mail, ...(await solveCaptcha(t, 'forgot')) })).code).toBe(200);
  return mail;
}

describe('email codes over SMTP (docs/operations.md: SMTP_HOST)', () => {
  let relay: Relay;
  let t: TestApp;
  beforeAll(async () => {
    relay = await startRelay();
    t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(relay.port), SMTP_FROM: 'portal@test' });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('hands the code to the relay and marks the outbox row sent', async () => {
    const mail = await sendForgotMail(t);
    const [row] = (await outbox(t, mail, await adminToken(t))) as Sent[];
    expect(row).toMatchObject({ channel: 'email', recipient: mail, transport: 'smtp', error: null });
    expect(row!.sent_at).not.toBeNull();
    expect(Math.abs(Date.parse(row!.sent_at!) - Date.now())).toBeLessThan(60_000);
    const code = /\d{6}/.exec(row!.body)![0];
    expect(relay.mails.map(readable).some((m) => m.includes(mail) && m.includes(code))).toBe(true);
  });
});

describe('email codes when the relay cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await unusedPort()) });
  });
  afterAll(() => t.close());

  it('keeps the row unsent with the error, and the member is told nothing else', async () => {
    const mail = await sendForgotMail(t);
    const [row] = (await outbox(t, mail, await adminToken(t))) as Sent[];
    expect(row).toMatchObject({ channel: 'email', transport: 'smtp', sent_at: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
