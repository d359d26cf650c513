import { randomUUID } from 'node:crypto';
import { uniqueMobile, uniqueName } from './app.js';

export type Reply = { code: number; message: string; data: any };

/** POSTs JSON to a running server as the web client does; the HTTP status beside the envelope. */
export async function postTo(
  base: string,
  path: string,
  body: object = {},
  opts: { token?: string; key?: string } = {},
): Promise<{ status: number; body: Reply }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Reply };
}

/** Registers a member on a running server whose CAPTCHA_MODE is off. */
export async function registerOn(base: string): Promise<{ token: string; name: string; password: string }> {
  const name = uniqueName('p');
  const password = 'abc12345';
  const { body } = await postTo(base, '/api/register', {
    name,
    password,
    confirmPass: password,
    realname: '张三',
    phone: uniqueMobile(),
    mail: '',
    paypassword: '123456',
    code: 'abcd',
    captcha_id: randomUUID(),
  });
  if (body.code !== 200) throw new Error(`register: ${body.code} ${body.message}`);
  return { token: body.data.api_token as string, name, password };
}

/** A member login on a server whose CAPTCHA_MODE is off (the captcha fields are still required, any value passes). */
export function loginOn(base: string, name: string, password: string) {
  return postTo(base, '/api/login', { name, password, code: 'abcd', captcha_id: randomUUID() });
}
