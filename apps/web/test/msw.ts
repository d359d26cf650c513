import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The portal as the web tests see it: MSW answers the SPA's real fetch calls with envelopes.
// Each feature describes its routes in features/<f>/__tests__/handlers.ts (shared ones in
// test/handlers/); the setup file starts the server and resets it after every test.

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}
/** What a route answers: an envelope, or 'network' for no answer at all. */
export type Answer = Envelope | 'network';
type Route = Answer | ((body: Record<string, unknown>) => Answer | Promise<Answer>);

/** A request the SPA sent: its path, its JSON body (or query, for a GET) and its Idempotency-Key. */
export interface Sent {
  path: string;
  body: Record<string, unknown>;
  key: string | undefined;
}
const sent: Sent[] = [];
export const requests = {
  all: (): readonly Sent[] => sent,
  to: (path: string) => sent.filter((c) => c.path === path),
  clear: () => void sent.splice(0),
};

export const ok = (data: unknown = null, message = '操作成功'): Envelope => ({ code: 200, message, data });
export const refused = (code: number, message: string): Envelope => ({ code, message, data: null });

async function bodyOf(request: Request, url: URL): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(url.searchParams);
  const text = await request.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {}; // a FormData upload
  }
}

function answering(route: Route) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = await bodyOf(request, url);
    sent.push({ path: url.pathname, body, key: request.headers.get('Idempotency-Key') ?? undefined });
    const answer = typeof route === 'function' ? await route(body) : route;
    return answer === 'network' ? HttpResponse.error() : HttpResponse.json(answer);
  };
}

export const post = (path: string, route: Route) => http.post(path, answering(route));
export const get = (path: string, route: Route) => http.get(path, answering(route));

/** Any /api route a test did not describe answers 404 in an envelope, as the hand-made fakes did. */
const notDescribed = http.all('/api/*', answering(refused(404, 'not found')));

export const server = setupServer(notDescribed);
