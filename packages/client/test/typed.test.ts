import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, MEMBER_ROUTE_MAP, ROUTE_MAP, createApiClient, createTypedApi } from '../src';
import { renderRouteMap } from '../scripts/route-map';

function portal(replies: Array<{ code: number; message?: string; data?: unknown }>) {
  const sent: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const next = replies.shift() ?? { code: 200 };
    return Response.json({ code: next.code, message: next.message ?? 'ok', data: next.data ?? null });
  });
  const api = createTypedApi(createApiClient({ baseUrl: 'http://portal.test', fetch }), ROUTE_MAP);
  return { api, sent };
}

describe('createTypedApi: calls by route name', () => {
  it('the route map is generated from the API table as it is now (run `pnpm gen:client` after changing the table)', () => {
    expect(readFileSync(new URL('../src/routes.gen.ts', import.meta.url), 'utf8')).toBe(renderRouteMap());
  });

  it("sends a POST route's input as JSON to its path and resolves with the reply's data", async () => {
    const { api, sent } = portal([{ code: 200, data: { balance: '12.00' } }]);
    await expect(api.call('wallet.balance')).resolves.toEqual({ balance: '12.00' });
    expect(sent[0]).toMatchObject({ method: 'POST', body: {} });
    expect(sent[0]!.url.pathname).toBe('/api/balance');
  });

  it("sends a GET route's input in the query", async () => {
    const { api, sent } = portal([{ code: 200, data: [] }]);
    await api.call('games.list', { category: 'realbet' });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url.pathname).toBe('/api/game/list');
    expect(sent[0]!.url.searchParams.get('category')).toBe('realbet');
  });

  it('throws ApiError with the code and message of a refusal; envelope() returns it instead', async () => {
    const { api } = portal([
      { code: 1000, message: '金额错误' },
      { code: 1000, message: '金额错误' },
    ]);
    await expect(api.call('wallet.balance')).rejects.toEqual(new ApiError(1000, '金额错误'));
    await expect(api.envelope('wallet.balance')).resolves.toMatchObject({ code: 1000, message: '金额错误' });
  });

  it('a wrong route name or a missing input is a compile-time error (checked by `pnpm typecheck`)', () => {
    const { api } = portal([]);
    const typeErrors = () => {
      // @ts-expect-error: no such route
      void api.call('wallet.nope');
      // @ts-expect-error: the route reads an input
      void api.call('cashier.deposit');
      // @ts-expect-error: a page is a number (or its digits), never an object
      void api.call('records.bets', { page: {} });
    };
    expect(typeof typeErrors).toBe('function');
  });

  it("the player app's map holds the member and public routes only, and a back-office route cannot be named through it", () => {
    const staffPaths = Object.values(MEMBER_ROUTE_MAP).filter(([, path]) => path.startsWith('/api/admin/') && path !== '/api/admin/login');
    expect(staffPaths).toEqual([]);
    expect(Object.keys(MEMBER_ROUTE_MAP).length).toBeGreaterThan(80);
    expect(Object.keys(ROUTE_MAP).length).toBeGreaterThan(Object.keys(MEMBER_ROUTE_MAP).length + 80);
    const memberApi = createTypedApi(createApiClient({ baseUrl: 'http://portal.test', fetch: vi.fn() }), MEMBER_ROUTE_MAP);
    // Compile-time only (never run): naming a staff route through the member map is a type error.
    const typeCheckOnly = () => {
      // @ts-expect-error deposits.approve is a staff route: not in the member map
      void memberApi.call('deposits.approve', { deposit_no: 'x' });
    };
    expect(typeof typeCheckOnly).toBe('function');
  });
});
