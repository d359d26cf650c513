import { ReplyCode, REQUEST_TIMEOUT_MS, type Envelope } from '@portal/contracts';
import { session } from './session/storage';
import { currentLocale } from '../i18n';

// The one way the SPA talks to the portal: the envelope, the session token, the language and 401.

export type { Envelope };

/** A successful reply: its data and the server's localised message (shown by the forms' success toasts). */
export interface Reply<T> {
  data: T;
  message: string;
}

/** A reply whose code is not 200: its message is the server's localised text. */
export class ApiError extends Error {
  constructor(public readonly code: number, message: string) {
    super(message);
  }
}

/** No envelope came back (no connection, a timeout, a page that is not JSON): the server may not have seen the request. */
export class NetworkError extends ApiError {}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** main.tsx installs this: a 401 clears the session and goes to the login page (spec §4). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: object | FormData;
  query?: Record<string, string | number | undefined>;
  idempotencyKey?: string;
  /** Calls that decide for themselves what a 401 means (login itself, background refresh). */
  handle401?: boolean;
}

/** Sends one request and resolves with its envelope whatever its code; throws NetworkError when none came back. */
export async function call<T>(path: string, { method = 'POST', body, query, idempotencyKey, handle401 = true }: CallOptions = {}): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Authorization: `Bearer ${session.token()}`, Lang: currentLocale() };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (!isForm && method === 'POST') headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? (isForm ? (body as FormData) : JSON.stringify(body ?? {})) : undefined,
      signal: controller.signal,
    });
  } catch {
    throw new NetworkError(0, networkMessage());
  } finally {
    clearTimeout(timer);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new NetworkError(res.status, networkMessage());
  }
  if (envelope.code === ReplyCode.unauthorized && handle401) {
    session.clear();
    onUnauthorized();
  }
  return envelope;
}

/** Resolves with the data and message on code 200; throws ApiError with the server's message otherwise. */
export async function send<T>(path: string, options?: CallOptions): Promise<Reply<T>> {
  const envelope = await call<T>(path, options);
  if (envelope.code !== ReplyCode.ok) throw new ApiError(envelope.code, envelope.message);
  return { data: envelope.data, message: envelope.message };
}

/** Like send() but resolves with the data only: what the queries' fetchers use. */
export async function request<T>(path: string, options?: CallOptions): Promise<T> {
  return (await send<T>(path, options)).data;
}

let networkText = '服务器异常，请稍后再试';
export function setNetworkMessage(text: string) {
  networkText = text;
}
function networkMessage() {
  return networkText;
}
