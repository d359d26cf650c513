import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The portal as the back-office tests see it: MSW answers the app's real fetch calls with envelopes.

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}
type Route = Envelope | ((body: Record<string, unknown>) => Envelope);

export interface Sent {
  path: string;
  body: Record<string, unknown>;
  key: string | undefined;
  auth: string | undefined;
}
const sent: Sent[] = [];
export const requests = {
  to: (path: string) => sent.filter((c) => c.path === path),
  clear: () => void sent.splice(0),
};

export const ok = (data: unknown = null, message = '操作成功'): Envelope => ({ code: 200, message, data });
export const refused = (code: number, message: string): Envelope => ({ code, message, data: null });

function answering(route: Route) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = request.method === 'GET' ? Object.fromEntries(url.searchParams) : text ? (JSON.parse(text) as Record<string, unknown>) : {};
    sent.push({ path: url.pathname, body, key: request.headers.get('Idempotency-Key') ?? undefined, auth: request.headers.get('Authorization') ?? undefined });
    return HttpResponse.json(typeof route === 'function' ? route(body) : route);
  };
}

export const post = (path: string, route: Route) => http.post(path, answering(route));
export const get = (path: string, route: Route) => http.get(path, answering(route));

/** Routes a test did not describe answer 404 in an envelope. */
export const server = setupServer(http.all('/api/*', answering(refused(404, 'not found'))));
