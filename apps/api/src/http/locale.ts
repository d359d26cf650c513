import type { Express, Request } from 'express';
import { resolveLocale, type Locale } from '@portal/contracts';

/**
 * Messages follow the `Lang` header (zh_TW by default; Node gives header names in lower case):
 * req.locale is read from it when asked (the envelope, a use case's context), a getter on the app's
 * request prototype, as request-log.ts gives req.log. No middleware runs for it, and no property
 * is added to each request (IncomingMessage already holds many: one more grew its property store
 * on every request).
 */
export function installLocale(app: Express): void {
  Object.defineProperty(app.request, 'locale', {
    configurable: true,
    get(this: Request): Locale {
      return resolveLocale(this.headers.lang as string | undefined);
    },
  });
}
