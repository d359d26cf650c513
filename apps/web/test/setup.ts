import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { changeLocale, initI18n } from '../src/i18n';
import { requests, server } from './msw';

// The hooks every web test shares, and only here: the mock portal, a fresh session, zh_TW.
await initI18n();
// jsdom has no canvas (it logs "Not implemented" for getContext): answer null, as a browser without one does; the login scene then draws nothing.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  sessionStorage.clear();
  await changeLocale('zh_TW');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.clear();
});
afterAll(() => server.close());
