/**
 * Performance budget: the JavaScript a browser downloads to show the home page, measured
 * in Chromium against the real portal, not guessed from the build manifest.
 *
 * A first-time visitor (empty cache, zh_TW) opens the home page; we wait for network idle, then a
 * little longer and for network idle again (so anything loaded "after idle" counts too), and sum
 * every JavaScript response the page received. The portal serves files uncompressed (compression
 * is left to the proxy in front of it), so the gzip size of each body is computed here with zlib at
 * its default level 6 (what nginx/`compression` deployments use; level 9 is under 1% smaller).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
const DIST = path.resolve(__dirname, '../dist');
const HOME_BUDGET_KB = 180; // with swiper (core + Autoplay, loaded after the banners), dayjs (utc + timezone) and the first-play offer's provider (docs/performance.md#the-home-page-budget)
const SETTLE_MS = 1500;

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

interface Script {
  file: string;
  bytes: number;
  gzip: number;
}

async function homePageScripts(locale: string): Promise<Script[]> {
  const { page, problems } = await openPage(browser, baseURL, locale);
  const bodies: Promise<Script | null>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(res.url())) return;
    bodies.push(
      res.body().then(
        (body) => ({ file: new URL(res.url()).pathname, bytes: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length }),
        () => null,
      ),
    );
  });
  await page.goto('/#/');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('marquee').waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).filter((s): s is Script => s !== null);
  expect(problems).toEqual([]);
  await page.context().close();
  // The same file twice (a preload and the import) is downloaded once.
  return [...new Map(scripts.map((s) => [s.file, s])).values()].sort((a, b) => b.gzip - a.gzip);
}

const kb = (n: number) => (n / 1024).toFixed(1);

describe('home page weight', () => {
  browserIt(`a first visit to the home page in zh_TW downloads at most ${HOME_BUDGET_KB} KB gzip of JavaScript`, async () => {
    const scripts = await homePageScripts('zh_TW');
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const lines = scripts.map((s) => `  ${s.file.padEnd(48)} ${kb(s.bytes).padStart(7)} KB ${kb(s.gzip).padStart(6)} KB gzip`);
    console.log(
      `home page (zh_TW) JavaScript after network idle: ${scripts.length} files\n${lines.join('\n')}\n  total ${kb(raw)} KB, ${kb(total)} KB gzip (level 6; budget ${HOME_BUDGET_KB} KB)`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total / 1024, 'KB gzip of JavaScript on the home page').toBeLessThanOrEqual(HOME_BUDGET_KB);
  });

  browserIt('every route page is a lazy chunk of its own', () => {
    interface Chunk {
      file: string;
      isDynamicEntry?: boolean;
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const pages = Object.keys(manifest).filter((k) => /-page\.tsx$/.test(k) || k.endsWith('-layout.tsx'));
    expect(pages.length).toBeGreaterThan(20);
    expect(
      pages.filter((k) => !manifest[k]!.isDynamicEntry),
      'pages not lazy-loaded',
    ).toEqual([]);
    const byFile = new Map<string, string[]>();
    for (const k of pages) byFile.set(manifest[k]!.file, [...(byFile.get(manifest[k]!.file) ?? []), k]);
    expect(
      [...byFile.values()].filter((ks) => ks.length > 1),
      'pages sharing a chunk',
    ).toEqual([]);
    return Promise.resolve();
  });
});
