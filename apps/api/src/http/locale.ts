import type { RequestHandler } from 'express';
import { resolveLocale } from '@portal/contracts';

/** Messages follow the `Lang` header (zh_TW by default). */
export const localeMiddleware: RequestHandler = (req, _res, next) => {
  req.locale = resolveLocale(req.get('Lang') ?? req.get('lang'));
  next();
};
