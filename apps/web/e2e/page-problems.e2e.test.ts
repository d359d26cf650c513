import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { browserIt, launch, openPage } from './support/browser';

// The problems every browser test asserts empty: a request the page itself abandons is one; a
// request the browser drops because the test navigated away (page.goto) is not. The admin lane
// failed once on the latter (a queue count in flight while the test opened a member page).
browserIt('openPage reports a request the page aborts, not one a navigation left behind', async () => {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('ok'), 3000);
    const script =
      req.url === '/aborts'
        ? 'const c = new AbortController(); fetch("/slow", { signal: c.signal }).catch(() => {}); setTimeout(() => c.abort(), 200);'
        : 'fetch("/slow");';
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>t</title><script>${script}</script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launch();
  try {
    const { page, problems } = await openPage(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'zh_TW');
    await page.goto('/waits');
    await page.waitForTimeout(300);
    await page.goto('/waits-again');
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await page.goto('/aborts');
    await expect.poll(() => problems).toEqual([expect.stringMatching(/^requestfailed: \S+\/slow net::ERR_ABORTED$/)]);
  } finally {
    await browser.close();
    server.close();
  }
});
