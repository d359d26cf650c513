import { ReplyCode, REQUEST_TIMEOUT_MS, type Envelope } from '@portal/contracts';
import { ApiError, NetworkError, TimeoutError } from './errors';
import type { IdempotencySlot, Outcome } from './idempotency';

// The one way both apps talk to the portal: the envelope, the session token, the `Lang` header,
// the time limit, what a 401 does and the Idempotency-Key policy. No React here: the apps wrap it.

export interface ApiClientOptions {
  /** The origin the paths are resolved against (a function: read at each request, e.g. window.location.origin). */
  baseUrl: string | (() => string);
  /** The bearer token of the session ('' or undefined: no Authorization header). */
  getToken?: () => string | null | undefined;
  /** The reader's language, sent as the `Lang` header (the server localises its messages by it). */
  getLang?: () => string | undefined;
  /** Called after a reply with code 401 (unless the call handles 401 itself): clear the session, go to the login page. */
  onUnauthorized?: () => void;
  /** A request without a reply after this long is abandoned with a TimeoutError (spec §9: 60 s). */
  timeoutMs?: number;
  /** The text of NetworkError and TimeoutError (localised by the app). */
  networkMessage?: () => string;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  /** The Idempotency-Key slot of the user's action: its key is sent, and kept or freed by the outcome (keepsKey). */
  idempotency?: IdempotencySlot;
  /** Calls that decide for themselves what a 401 means (login itself, logout, background refreshes). */
  handle401?: boolean;
}

export interface Request extends CallOptions {
  method: 'GET' | 'POST';
  path: string;
  /** POST: a JSON body or FormData. */
  body?: object | FormData;
  /** Query parameters (undefined and null are left out). */
  query?: Query;
}

export interface ApiClient {
  /** Sends one request and resolves with its envelope whatever its code; throws NetworkError (TimeoutError) when none came back. */
  call<T>(request: Request): Promise<Envelope<T>>;
  /** POST: the envelope when its code is 200; throws ApiError with the server's code and message otherwise. */
  post<T>(path: string, body?: object | FormData, options?: CallOptions & { query?: Query }): Promise<Envelope<T>>;
  /** GET: the envelope when its code is 200; throws ApiError with the server's code and message otherwise. */
  get<T>(path: string, query?: Query, options?: CallOptions): Promise<Envelope<T>>;
}

const DEFAULT_NETWORK_MESSAGE = '服务器异常，请稍后再试';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { getToken, getLang, onUnauthorized, timeoutMs = REQUEST_TIMEOUT_MS, networkMessage = () => DEFAULT_NETWORK_MESSAGE } = options;
  const base = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function exchange<T>({ method, path, body, query }: Request, key: string | undefined): Promise<Envelope<T>> {
    const url = new URL(path, base());
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {};
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const lang = getLang?.();
    if (lang) headers.Lang = lang;
    if (key) headers['Idempotency-Key'] = key;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (method === 'POST' && !isForm) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      let res: Response;
      try {
        res = await doFetch(url, {
          method,
          headers,
          body: method === 'POST' ? (isForm ? (body as FormData) : JSON.stringify(body ?? {})) : undefined,
          signal: controller.signal,
        });
      } catch {
        throw timedOut ? new TimeoutError(networkMessage()) : new NetworkError(0, networkMessage());
      }
      let envelope: unknown;
      try {
        envelope = await res.json();
      } catch {
        throw timedOut ? new TimeoutError(networkMessage()) : new NetworkError(res.status, networkMessage());
      }
      if (!isEnvelope(envelope)) throw new NetworkError(res.status, networkMessage());
      return envelope as Envelope<T>;
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<T>(request: Request): Promise<Envelope<T>> {
    const { idempotency, handle401 = true } = request;
    const key = idempotency?.keyFor(`${request.method} ${request.path} ${actionBody(request.body)}`);
    let outcome: Outcome = 'no-reply';
    try {
      const envelope = await exchange<T>(request, key);
      outcome = envelope.code;
      if (envelope.code === ReplyCode.unauthorized && handle401) onUnauthorized?.();
      return envelope;
    } finally {
      if (key) idempotency!.settle(key, outcome);
    }
  }

  async function expectOk<T>(request: Request): Promise<Envelope<T>> {
    const envelope = await call<T>(request);
    if (envelope.code !== ReplyCode.ok) throw new ApiError(envelope.code, envelope.message);
    return envelope;
  }

  return {
    call,
    post: (path, body, { query, ...rest } = {}) => expectOk({ method: 'POST', path, body, query, ...rest }),
    get: (path, query, rest = {}) => expectOk({ method: 'GET', path, query, ...rest }),
  };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** What identifies an action's body: its JSON (a file upload is identified by its route alone). */
function actionBody(body: Request['body']): string {
  if (body === undefined || (typeof FormData !== 'undefined' && body instanceof FormData)) return '';
  return JSON.stringify(body);
}
