import { ApiError, ROUTE_MAP, createApiClient, createTypedApi } from '@portal/client';
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

/**
 * The back office's only way to the API: calls by route name, typed by the API table
 * (`api.call('deposits.approve', { deposit_no })`); a wrong name or field is a type error. Screens use
 * it through useAdminQuery / useAdminAction (lib/hooks.ts); login and logout call it directly.
 */
export const api = createTypedApi(apiClient, ROUTE_MAP);
