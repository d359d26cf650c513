import type { ApiReply, RouteName } from '@portal/contracts';
import { ApiError, MEMBER_ROUTE_MAP, NetworkError, createApiClient, createTypedApi } from '@portal/client';
import { session } from './session/storage';
import { currentLocale } from '../i18n';

// The SPA's binding of @portal/client (the envelope, time-out, 401 and Idempotency-Key policy live
// there): the player's session token, the page's language, and what a 401 does here.

export { ApiError, NetworkError };

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** main.tsx installs this: a 401 clears the session and goes to the login page (spec §4). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

let networkText = '伺服器異常，請稍後再試'; // zh_TW (the default language) until main.tsx sets the reader's
export function setNetworkMessage(text: string) {
  networkText = text;
}

// Not exported: its method-and-path calls would let a call site bypass the table.
const apiClient = createApiClient({
  baseUrl: () => window.location.origin,
  getToken: () => session.token(),
  getLang: () => currentLocale(),
  onUnauthorized: () => {
    session.clear();
    onUnauthorized();
  },
  networkMessage: () => networkText,
});

/**
 * The app's only way to the API: calls by route name, typed by the API table (`api.call('wallet.balance')`,
 * `api.send(name, input)` with the server's message, `api.envelope(name, input)` whatever the code).
 * A wrong route name or field is a type error; the replies are the table's (ApiReply<'name'>).
 */
export const api = createTypedApi(apiClient, MEMBER_ROUTE_MAP);

/** What api.send() resolves with: the route's data and the server's localised message (shown by the forms' success toasts). */
export interface Reply<N extends RouteName> {
  data: ApiReply<N>;
  message: string;
}
