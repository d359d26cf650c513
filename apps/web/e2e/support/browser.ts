import fs from 'node:fs';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { it } from 'vitest';

/** Chromium at CHROMIUM_PATH or /usr/bin/chromium. Under CI a missing browser is a failure, not a skip. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}

type BrowserTest = {
  (name: string, fn: () => Promise<void>): void;
  (name: string, opts: { timeout: number }, fn: () => Promise<void>): void;
};

export const browserIt: BrowserTest = (name: string, ...rest: [() => Promise<void>] | [{ timeout: number }, () => Promise<void>]) => {
  const [opts, fn] = rest.length === 2 ? rest : [{}, rest[0]];
  if (chromiumPath()) return it(name, opts, fn);
  if (process.env.CI) {
    return it(name, () => {
      throw new Error('Chromium is required under CI (install it with apt: chromium), but was not found at CHROMIUM_PATH or /usr/bin/chromium');
    });
  }
  return it.skip(name, fn);
};

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath()!,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page that records console errors and failed requests, so a test can assert there were none.
 * `width`: the viewport's (1366 by default; a phone is 390); `reducedMotion`: the pages' animations
 * run at a quarter of their length (the game page honours it), for tests that play many rounds.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  locale: string,
  opts: { width?: number; reducedMotion?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const width = opts.width ?? 1366;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    ...(opts.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
  });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A test's own page.goto replaces the document; the browser then aborts what the old one still
  // had in flight. That is the navigation's doing, not the page's: such an abort is not a problem.
  let documents = 0;
  const startedIn = new WeakMap<Request, number>();
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
    else startedIn.set(r, documents);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    const leftBehind = error === 'net::ERR_ABORTED' && (startedIn.get(r) ?? documents) < documents;
    if (!leftBehind) problems.push(`requestfailed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => r.status() >= 400 && problems.push(`http ${r.status()}: ${r.url()}`));
  return { page, problems };
}
