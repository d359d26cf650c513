import type { RequestHandler } from 'express';
import { resolveLocale } from '@portal/contracts';

/** Messages follow the `Lang` header (zh_TW by default; Node gives header names in lower case). */
export const localeMiddleware: RequestHandler = (req, _res, next) => {
  req.locale = resolveLocale(req.headers.lang as string | undefined);
  next();
};
