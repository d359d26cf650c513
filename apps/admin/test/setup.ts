import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { changeLocale, i18nReady } from '../src/i18n';
import { requests, server } from './msw';

await i18nReady;
// Screens are lazy chunks: their first import in a test can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no matchMedia, which the chart library reads when it loads.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  sessionStorage.clear();
  await changeLocale('zh_CN');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.clear();
});
afterAll(() => server.close());
