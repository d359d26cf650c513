import { createPublicKey, createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect } from 'vitest';
import { post, type TestApp } from './app.js';

/** A test provider: its RSA key pair (the public half goes into the platform's row). */
export const provider = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const providerPublicPem = provider.publicKey.export({ type: 'spki', format: 'pem' }).toString();

export const SIG = 'X-Hub88-Signature';
export const TEMPLATE = 'https://games.example.com/launch?token={token}&user={user}&game={game}&lang={lang}&currency={currency}&return={return_url}';

/** Adds a seamless platform as the back office's settings would leave it (the row, then the settings through its route). */
export async function addSeamlessPlatform(t: TestApp, admin: string, platname: string): Promise<void> {
  await t.prisma.platform.create({ data: { platname, name: `${platname} games`, adapter: 'seamless', brand: '', defaultGame: 'slot1', sort: 90 } });
  const saved = await post(
    t.app,
    '/api/admin/seamless/platforms/save',
    { platname, wallet_mode: 'seamless', provider_public_key: providerPublicPem, launch_template: TEMPLATE },
    { token: admin },
  );
  expect(saved.code, saved.message).toBe(200);
  t.services.platforms.forget();
}

/** The provider session token a launch makes (the launch URL's `token`). */
export async function launchToken(t: TestApp, platname: string, memberToken: string): Promise<string> {
  const body = await post(t.app, '/api/getGameUrl', { plat_name: platname, game_type: 0, game_code: 'slot1', is_mobile_url: 0 }, { token: memberToken });
  expect(body.code, body.message).toBe(200);
  const url = new URL(body.data.url as string);
  return url.searchParams.get('token')!;
}

export interface WalletCall {
  status: number;
  body: Record<string, unknown> & { status: string; balance?: number };
  raw: string;
  signature: string | undefined;
}

/** POSTs a body to the wallet API signed by the test provider (or with `signature` given: that header, null for none). */
export async function call(
  t: TestApp,
  platname: string,
  path: string,
  body: object | string,
  { signature }: { signature?: string | null } = {},
): Promise<WalletCall> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  let req = request(t.app).post(`/api/wallet/${platname}${path}`).set('Content-Type', 'application/json');
  const sig = signature === undefined ? createSign('RSA-SHA256').update(raw).sign(provider.privateKey, 'base64') : signature;
  if (sig !== null) req = req.set(SIG, sig);
  const res = await req.send(raw);
  return {
    status: res.status,
    body: JSON.parse(res.text) as WalletCall['body'],
    raw: res.text,
    signature: res.headers[SIG.toLowerCase()] as string | undefined,
  };
}

/** The reply's signature verifies with the portal's published public key. */
export function verifiesWith(publicPem: string, reply: WalletCall): boolean {
  if (!reply.signature) return false;
  return createVerify('RSA-SHA256').update(reply.raw).verify(createPublicKey(publicPem), reply.signature, 'base64');
}

export const uuid = () => randomUUID();

/** A bet's body: `amount` in 1/100,000 CNY. */
export function betBody(user: string, token: string, amount: number, extra: Record<string, unknown> = {}) {
  return {
    user,
    token,
    request_uuid: uuid(),
    transaction_uuid: uuid(),
    round: uuid(),
    game_code: 'slot1',
    currency: 'CNY',
    amount,
    is_free: false,
    bet: 'zero',
    ...extra,
  };
}
export function winBody(user: string, token: string, amount: number, round: string, extra: Record<string, unknown> = {}) {
  return { user, token, request_uuid: uuid(), transaction_uuid: uuid(), round, round_closed: true, game_code: 'slot1', currency: 'CNY', amount, ...extra };
}
export function rollbackBody(user: string, token: string, reference: string, extra: Record<string, unknown> = {}) {
  return { user, token, request_uuid: uuid(), transaction_uuid: uuid(), reference_transaction_uuid: reference, round: 'r', game_code: 'slot1', ...extra };
}
