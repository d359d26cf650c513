/**
 * The public pages (/vip, /abouts, /app, /companion, /kefu and the club views of /gamePage)
 * render real text in every language: every variant and every section is opened, so the keys the
 * pages build at run time (`vip.cat.${c}`, `about.${variant}.h${n}`, …) are all looked up.
 */
import type { ReactElement } from 'react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES } from '@portal/contracts';
import VipPage from '../src/features/vip/vip-page';
import AboutPage from '../src/features/about/about-page';
import CompanionPage from '../src/features/companion/companion-page';
import DownloadPage from '../src/features/download/download-page';
import KefuPage from '../src/features/support/kefu-page';
import { SponsorPage } from '../src/features/games/sponsor-page';
import { changeLocale } from '../src/i18n';
import { renderPage } from './render';
import { ok, post, server } from './msw';
import { sessionHandlers } from './handlers/session';

const TITLE = '金冠娱乐';
const level = (n: number) => ({
  level: n,
  name: `VIP${n}`,
  badge: `/static/vip/${n}.svg`,
  recharge: `${n * 1000}.00`,
  flow: `${n * 10000}.00`,
  realperson: '0.40',
  electron: '0.40',
  joker: '0.40',
  sport: '0.40',
  lottery: '0.30',
  e_sport: '0.40',
});
const publicRoutes = () => [
  sessionHandlers.appInfo(ok({ title: TITLE, site_state: 1, ios_download_qrcode: '/static/qr/app.svg' }, '')),
  post(
    '/api/uservip',
    ok(
      Array.from({ length: 10 }, (_, i) => level(i + 1)),
      '',
    ),
  ),
];

/** Text nodes and labelled attributes that are an i18n key or a placeholder left unfilled. */
function untranslated(): string[] {
  const found: string[] = [];
  const looksLikeKey = (s: string) => /^[a-z]+(\.[a-zA-Z0-9_]+)+$/.test(s.trim());
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? '';
    if (looksLikeKey(text) || text.includes('{{')) found.push(text.trim());
  }
  for (const el of document.body.querySelectorAll('[alt], [aria-label], [title]')) {
    for (const attr of ['alt', 'aria-label', 'title']) {
      const v = el.getAttribute(attr);
      if (v && (looksLikeKey(v) || v.includes('{{'))) found.push(`${attr}=${v}`);
    }
  }
  return found;
}

async function showsRealText(page: ReactElement, path = '/') {
  renderPage(path, [{ path: path.split('?')[0]!, element: page }]);
  await screen.findAllByText((_, el) => el?.tagName === 'H1' && (el.textContent ?? '').length > 1);
}

beforeEach(() => {
  server.use(...publicRoutes());
});
afterAll(async () => {
  await changeLocale('zh_TW');
});

for (const locale of LOCALES) {
  describe(`public pages in ${locale}`, () => {
    beforeEach(async () => {
      await changeLocale(locale);
    });

    it('/vip: every level, every rebate category and the five rules', async () => {
      const u = userEvent.setup();
      await showsRealText(<VipPage />, '/vip');
      await screen.findByTestId('vip-table');
      for (const tab of await screen.findAllByRole('tab')) {
        await u.click(tab);
        expect(untranslated()).toEqual([]);
      }
      expect(screen.getByTestId('vip-rules').querySelectorAll('li')).toHaveLength(5);
      expect(screen.getAllByRole('tab')).toHaveLength(10);
    });

    it('/abouts: all six variants with their four points, the pillars and the three licences', async () => {
      for (const type of [1, 2, 3, 4, 5, 6]) {
        await showsRealText(<AboutPage />, `/abouts?type=${type}`);
        // the lead names the brand of appInfo.title once it has arrived
        await waitFor(() => expect(screen.getByTestId('about-variant').textContent).toContain(TITLE));
        expect(screen.getByTestId('about-variant')).toHaveAttribute('data-variant', String(type));
        expect(untranslated()).toEqual([]);
        cleanup();
      }
    });

    it('/companion, /app and /kefu', async () => {
      for (const [page, path] of [
        [<CompanionPage />, '/companion'],
        [<DownloadPage />, '/app'],
        [<KefuPage />, '/kefu'],
      ] as const) {
        await showsRealText(page, path);
        expect(untranslated(), path).toEqual([]);
        cleanup();
      }
    });

    it('/gamePage?type=1 and 2: every section of both club views has content', async () => {
      const u = userEvent.setup();
      for (const club of [1, 2] as const) {
        renderPage('/gamePage', [{ path: '/gamePage', element: <SponsorPage club={club} /> }]);
        const tabs = await screen.findAllByRole('tab');
        expect(tabs).toHaveLength(6);
        for (const tab of tabs) {
          await u.click(tab);
          const panel = screen.getByRole('tabpanel');
          expect((panel.textContent ?? '').length, `club ${club}, ${tab.textContent}`).toBeGreaterThan(20);
          expect(untranslated()).toEqual([]);
        }
        expect(screen.getByTestId('sponsor-facts').querySelectorAll('dd')).toHaveLength(4);
        cleanup();
      }
    });
  });
}
