import { ReplyCode, type Envelope } from '@portal/contracts';
import { ApiError, NetworkError, createApiClient, createTypedApi, type IdempotencySlot, type Query } from '@portal/client';
import { session } from './session/storage';
import { currentLocale } from '../i18n';

// The SPA's binding of @portal/client (the envelope, time-out, 401 and Idempotency-Key policy live
// there): the player's session token, the page's language, and what a 401 does here.

export type { Envelope };
export { ApiError, NetworkError };

/** A successful reply: its data and the server's localised message (shown by the forms' success toasts). */
export interface Reply<T> {
  data: T;
  message: string;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** main.tsx installs this: a 401 clears the session and goes to the login page (spec §4). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

let networkText = '服务器异常，请稍后再试';
export function setNetworkMessage(text: string) {
  networkText = text;
}

export const apiClient = createApiClient({
  baseUrl: () => window.location.origin,
  getToken: () => session.token(),
  getLang: () => currentLocale(),
  onUnauthorized: () => {
    session.clear();
    onUnauthorized();
  },
  networkMessage: () => networkText,
});

/** Calls by route name, typed by the API table: `api.call('wallet.balance')`. */
export const api = createTypedApi(apiClient);

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: object | FormData;
  query?: Query;
  /** The Idempotency-Key slot of a money action (lib/idempotency.ts). */
  idempotency?: IdempotencySlot;
  /** Calls that decide for themselves what a 401 means (login itself, background refresh). */
  handle401?: boolean;
}

/** Sends one request and resolves with its envelope whatever its code; throws NetworkError when none came back. */
export function call<T>(path: string, { method = 'POST', ...rest }: CallOptions = {}): Promise<Envelope<T>> {
  return apiClient.call<T>({ method, path, ...rest });
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
