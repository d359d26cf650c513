import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, TimeoutError, createApiClient, createIdempotencySlot, keepsKey, type ApiClientOptions, type Outcome } from '../src';

/** A fake server: answers each request with the next scripted reply and remembers what it was sent. */
type Script = { envelope: { code: number; message: string; data: unknown }; status?: number } | 'timeout' | 'offline' | { html: string; status: number };
function portal(script: Script[], options: Partial<ApiClientOptions> = {}) {
  const sent: Array<{ method: string; url: URL; headers: Record<string, string>; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = init?.headers as Record<string, string>;
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const next = script.shift() ?? 'offline';
    if (next === 'offline') throw new TypeError('Failed to fetch');
    if (next === 'timeout')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    if ('html' in next) return new Response(next.html, { status: next.status, headers: { 'Content-Type': 'text/html' } });
    return Response.json(next.envelope, { status: next.status ?? 200 });
  });
  const client = createApiClient({ baseUrl: 'http://portal.test', timeoutMs: 30, fetch, networkMessage: () => 'network down', ...options });
  return { client, sent, keys: () => sent.map((s) => s.headers['Idempotency-Key']) };
}
const reply = (code: number, data: unknown = null, message = code === 200 ? 'ok' : `refused ${code}`) => ({
  envelope: { code, message, data },
  status: code === 503 ? 503 : 200,
});

describe('createApiClient: the envelope, the token, the Lang header', () => {
  it('posts JSON with the bearer token and the language, and resolves with the envelope on code 200', async () => {
    const { client, sent } = portal([reply(200, { balance: '10.00' }, '操作成功')], { getToken: () => 'tok', getLang: () => 'en_US' });
    await expect(client.post('/api/transfer', { amount: 5 })).resolves.toEqual({ code: 200, message: '操作成功', data: { balance: '10.00' } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { amount: 5 },
      headers: { Authorization: 'Bearer tok', Lang: 'en_US', 'Content-Type': 'application/json' },
    });
    expect(sent[0]!.url.href).toBe('http://portal.test/api/transfer');
    expect(sent[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('sends no Authorization header without a session, and GET parameters in the query (undefined and null left out)', async () => {
    const { client, sent } = portal([reply(200, [])], { getToken: () => '' });
    await client.get('/api/game/list', { category: 'slot', page: 2, empty: undefined, none: null });
    expect(sent[0]!.headers.Authorization).toBeUndefined();
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeUndefined();
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ category: 'slot', page: '2' });
  });

  it('throws ApiError with the server code and message on any other code; call() resolves with it', async () => {
    const { client } = portal([reply(208, null, '余额不足'), reply(1000, null, 'bad amount')]);
    const refused = await client.post('/api/transfer', { amount: 5 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).not.toBeInstanceOf(NetworkError);
    expect(refused).toMatchObject({ code: 208, message: '余额不足' });
    await expect(client.call({ method: 'POST', path: '/api/transfer', body: {} })).resolves.toMatchObject({ code: 1000, message: 'bad amount' });
  });

  it('a 401 calls onUnauthorized, unless the call handles 401 itself', async () => {
    const onUnauthorized = vi.fn();
    const { client } = portal([reply(401), reply(401)], { onUnauthorized });
    await expect(client.post('/api/balance')).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.post('/api/login_pc', {}, { handle401: false })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('no reply in time is a TimeoutError; no connection and a page that is not an envelope are NetworkErrors', async () => {
    const { client } = portal(['timeout', 'offline', { html: '<h1>Bad gateway</h1>', status: 502 }]);
    const late = await client.post('/api/x').catch((e: unknown) => e);
    expect(late).toBeInstanceOf(TimeoutError);
    expect(late).toBeInstanceOf(NetworkError);
    expect(late).toMatchObject({ code: 0, message: 'network down' });
    const offline = await client.post('/api/x').catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(NetworkError);
    expect(offline).not.toBeInstanceOf(TimeoutError);
    await expect(client.post('/api/x')).rejects.toMatchObject({ name: 'NetworkError', code: 502, message: 'network down' });
  });

  it('a 503 envelope (service busy) is an ApiError with code 503', async () => {
    const { client } = portal([reply(503, null, '系统繁忙，请稍后再试')]);
    await expect(client.post('/api/x')).rejects.toMatchObject({ name: 'ApiError', code: 503, message: '系统繁忙，请稍后再试' });
  });
});

describe('the Idempotency-Key policy', () => {
  const table: Array<[string, Outcome, boolean]> = [
    ['no reply (time-out, offline)', 'no-reply', true],
    ['409 still running', 409, true],
    ['429 too many requests', 429, true],
    ['500 server error', 500, true],
    ['503 service busy', 503, true],
    ['200 success', 200, false],
    ['1000 invalid input', 1000, false],
    ['208 short of funds', 208, false],
    ['401 signed out', 401, false],
    ['203 denied', 203, false],
  ];
  it.each(table)('after %s the same action keeps its key: %s', (_name, outcome, keeps) => {
    expect(keepsKey(outcome)).toBe(keeps);
  });

  const retried: Array<[string, Script, boolean]> = [
    ['a time-out', 'timeout', true],
    ['no connection', 'offline', true],
    ['a proxy page instead of an envelope', { html: '<h1>502</h1>', status: 502 }, true],
    ['409', reply(409), true],
    ['429', reply(429), true],
    ['500', reply(500), true],
    ['503 (HTTP 503)', reply(503), true],
    ['200', reply(200), false],
    ['200 with error code 1000', reply(1000), false],
  ];
  it.each(retried)('a manual adjustment clicked again after %s sends the same key: %s', async (_name, first, same) => {
    const { client, keys } = portal([first, reply(200)]);
    const slot = createIdempotencySlot();
    const adjust = { username: 'alice', amount: '20', memo: 'goodwill' };
    await client.post('/api/admin/adjust', adjust, { idempotency: slot }).catch(() => undefined);
    await client.post('/api/admin/adjust', adjust, { idempotency: slot });
    const [a, b] = keys();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a === b).toBe(same);
  });

  it('after a success the slot is free: the next click is a new action with a new key', async () => {
    const { client, keys } = portal([reply(200), reply(200)]);
    const slot = createIdempotencySlot();
    await client.post('/api/transall', {}, { idempotency: slot });
    expect(slot.pendingKey).toBeUndefined();
    await client.post('/api/transall', {}, { idempotency: slot });
    expect(new Set(keys()).size).toBe(2);
  });

  it('another body (or route) is another action: a new key even while one is pending', async () => {
    const { client, keys } = portal(['offline', 'offline', 'offline']);
    const slot = createIdempotencySlot();
    await client.post('/api/admin/adjust', { amount: '20' }, { idempotency: slot }).catch(() => undefined);
    await client.post('/api/admin/adjust', { amount: '30' }, { idempotency: slot }).catch(() => undefined);
    await client.post('/api/admin/adjust', { amount: '30' }, { idempotency: slot }).catch(() => undefined);
    const [a, b, c] = keys();
    expect(a).not.toBe(b);
    expect(b).toBe(c);
  });

  it("a double click sends one key; the second copy's 409 does not end the action, the first one's 200 does", async () => {
    const slot = createIdempotencySlot();
    const { client, keys } = portal([reply(409), reply(200)]);
    const body = { amount: 50 };
    // The second copy's 409 settles first: the key is still pending.
    await client.post('/api/PCGameTransferIn', body, { idempotency: slot }).catch(() => undefined);
    const pending = slot.pendingKey;
    expect(pending).toBe(keys()[0]);
    await client.post('/api/PCGameTransferIn', body, { idempotency: slot });
    expect(keys()).toEqual([pending, pending]);
    expect(slot.pendingKey).toBeUndefined();
  });

  it('a late definite reply for an older key never frees the key of a newer action', () => {
    let n = 0;
    const slot = createIdempotencySlot({ newKey: () => `k${++n}` });
    const old = slot.keyFor('POST /a {"x":1}');
    const current = slot.keyFor('POST /a {"x":2}');
    slot.settle(old, 200);
    expect(slot.pendingKey).toBe(current);
    expect(slot.keyFor('POST /a {"x":2}')).toBe(current);
  });
});
