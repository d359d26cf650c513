import { ReplyCode, type Envelope } from '@portal/contracts';
import { ApiError, createApiClient, createTypedApi, type IdempotencySlot, type Query } from '@portal/client';
import { staffSession } from './session';
import { currentLocale } from '../i18n';

// The back office's binding of @portal/client (the envelope, time-out, 401 and Idempotency-Key
// policy live there): the staff token, the page's language, and what a 401 does here.

export { ApiError };

let onUnauthorized = () => {};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

let networkText = '服务器异常，请稍后再试';
export function setNetworkMessage(text: string) {
  networkText = text;
}

export const apiClient = createApiClient({
  baseUrl: () => window.location.origin,
  getToken: () => staffSession.token(),
  getLang: () => currentLocale(),
  onUnauthorized: () => {
    staffSession.clear();
    onUnauthorized();
  },
  networkMessage: () => networkText,
});

/** Calls by route name, typed by the API table: `api.call('deposits.approve', { id })`. */
export const api = createTypedApi(apiClient);

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** POST: the JSON body; GET: the query (empty fields left out). */
  body?: object;
  /** The Idempotency-Key slot of the staff action (useAdminAction). */
  idempotency?: IdempotencySlot;
  /** Login decides for itself what a 401 means. */
  handle401?: boolean;
}

export function call<T>(path: string, { method = 'POST', body, ...rest }: CallOptions = {}): Promise<Envelope<T>> {
  if (method === 'POST') return apiClient.call<T>({ method, path, body, ...rest });
  const query = Object.fromEntries(Object.entries(body ?? {}).filter(([, v]) => v !== '')) as Query;
  return apiClient.call<T>({ method, path, query, ...rest });
}

/** The data on code 200; ApiError with the server's localised message otherwise. */
export async function request<T>(path: string, options?: CallOptions): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** Like request() but keeps the server's message (shown in the success toast). */
export async function send<T>(path: string, options?: CallOptions): Promise<{ data: T; message: string }> {
  const envelope = await call<T>(path, options);
  if (envelope.code !== ReplyCode.ok) throw new ApiError(envelope.code, envelope.message);
  return { data: envelope.data, message: envelope.message };
}
