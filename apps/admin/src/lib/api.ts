import { ReplyCode, REQUEST_TIMEOUT_MS, type Envelope } from '@portal/contracts';
import { staffSession } from './session';
import { currentLocale } from '../i18n';

// The one way the back office talks to the portal: the envelope, the staff token, the language and 401.

export class ApiError extends Error {
  constructor(public readonly code: number, message: string) {
    super(message);
  }
}

let onUnauthorized = () => {};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

let networkText = '服务器异常，请稍后再试';
export function setNetworkMessage(text: string) {
  networkText = text;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: object;
  idempotencyKey?: string;
  /** Login decides for itself what a 401 means. */
  handle401?: boolean;
}

export async function call<T>(path: string, { method = 'POST', body, idempotencyKey, handle401 = true }: CallOptions = {}): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  if (method === 'GET') for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Lang: currentLocale() };
  const token = staffSession.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined, signal: controller.signal });
  } catch {
    throw new ApiError(0, networkText);
  } finally {
    clearTimeout(timer);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(res.status, networkText);
  }
  if (envelope.code === ReplyCode.unauthorized && handle401) {
    staffSession.clear();
    onUnauthorized();
  }
  return envelope;
}

/** The data on code 200; ApiError with the server's localised message otherwise. */
export async function request<T>(path: string, options?: CallOptions): Promise<T> {
  const envelope = await call<T>(path, options);
  if (envelope.code !== ReplyCode.ok) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
}

/** Like request() but keeps the server's message (shown in the success toast). */
export async function send<T>(path: string, options?: CallOptions): Promise<{ data: T; message: string }> {
  const envelope = await call<T>(path, options);
  if (envelope.code !== ReplyCode.ok) throw new ApiError(envelope.code, envelope.message);
  return { data: envelope.data, message: envelope.message };
}

/** A fresh Idempotency-Key for one admin write (a retry of the same click reuses it). */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
