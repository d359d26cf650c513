import { ReplyCode, REQUEST_TIMEOUT_MS, type Envelope } from '@portal/contracts';
import { session } from './session';
import { currentLocale } from '../i18n';

export type { Envelope };

/** A reply whose code is not 200: its message is the server's localised text. */
export class ApiError extends Error {
  constructor(public readonly code: number, message: string) {
    super(message);
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** The router installs this: a 401 clears the session and goes to the login page (spec §4). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: object | FormData;
  query?: Record<string, string | number | undefined>;
  idempotencyKey?: string;
  /** Calls that decide for themselves what a 401 means (login itself, background refresh). */
  handle401?: boolean;
}

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
    throw new ApiError(0, networkMessage());
  } finally {
    clearTimeout(timer);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(res.status, networkMessage());
  }
  if (envelope.code === ReplyCode.unauthorized && handle401) {
    session.clear();
    onUnauthorized();
  }
  return envelope;
}

/** Like call() but resolves with data only on code 200 and throws ApiError otherwise. */
export async function request<T>(path: string, options?: CallOptions): Promise<T> {
  const envelope = await call<T>(path, options);
  if (envelope.code !== ReplyCode.ok) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
}

let networkText = '服务器异常，请稍后再试';
export function setNetworkMessage(text: string) {
  networkText = text;
}
function networkMessage() {
  return networkText;
}
