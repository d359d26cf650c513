import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@portal/contracts';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// tiles opened a different game than their name (财神到 opened 金皇冠老虎机; sport venues
// opened the slot hall). Every tile of the lobby now carries what its launch really opens
// (`launches`, from the platform's adapter, the rule the launch itself follows); the pages say it.
// Here, for every tile of every category: launch it as a member and read what the game page offers.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  token = (await fundedMember(t, 10, await adminToken(t))).token;
});
afterAll(() => t.close());

type Tile = { platform_name: string; game_code: string; name: string; launches?: string | null };

/** The games the launched page offers (its data-games): one game, or all three for the hall. */
async function opened(tile: Tile): Promise<string> {
  const body = await post(t.app, '/api/getGameUrl', { plat_name: tile.platform_name, game_type: 0, game_code: tile.game_code, is_mobile_url: 0 }, { token });
  expect(body.code, `${tile.platform_name}/${tile.game_code}: ${body.message}`).toBe(200);
  const url = new URL(body.data.url as string, 'http://portal.test');
  const page = await request(t.app).get(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  // A sport or e-sport venue opens the sportsbook's own page, which names its venue.
  const venue = /data-venue="([^"]*)"/.exec(page.text)?.[1];
  return venue ? `sportsbook:${venue}` : /data-games="([^"]*)"/.exec(page.text)![1]!;
}

const HALL = 'slot,dice,baccarat';

describe('every lobby tile says the game its launch opens', () => {
  it('in every category, launches matches what the launched page offers', async () => {
    const checked: string[] = [];
    for (const category of GAME_CATEGORIES) {
      const list = await request(t.app).get(`/api/game/list?category=${category}`).set('Lang', 'zh_TW');
      expect(list.body.code, category).toBe(200);
      for (const tile of list.body.data as Tile[]) {
        const games = await opened(tile);
        const where = `${category} ${tile.name} (${tile.platform_name}/${tile.game_code})`;
        if (category === 'sport' || category === 'gaming') {
          // The venue opens what it names: the sportsbook, with the venue's sports.
          expect(tile.launches, where).toBeNull();
          expect(games, where).toBe(category === 'sport' ? 'sportsbook:sports' : 'sportsbook:esports');
          checked.push(`${tile.name}→${games}`);
          continue;
        }
        expect(tile.launches, where).toMatch(/^(slot|dice|baccarat|hall)$/);
        expect(games, where).toBe(tile.launches === 'hall' ? HALL : tile.launches);
        checked.push(`${tile.name}→${tile.launches}`);
      }
    }
    // The cases the newcomer met: 財神到 opens the slot machine, and says so; a sports venue opens the sportsbook.
    expect(checked).toContain('財神到→slot');
    expect(checked).toContain('沙巴體育→sportsbook:sports');
    expect(checked).toContain('IA電競→sportsbook:esports');
    expect(checked).toContain('AG真人→baccarat');
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  it('follows the platform: a venue whose default game an operator changes says the new one', async () => {
    await t.prisma.platform.update({ where: { platname: 'KY' }, data: { defaultGame: 'dice' } });
    try {
      await new Promise((r) => setTimeout(r, 5_100)); // the platforms are cached for 5 s
      const list = await request(t.app).get('/api/game/list?category=joker');
      const ky = (list.body.data as Tile[]).find((g) => g.platform_name === 'KY')!;
      expect(ky.launches).toBe('dice');
      expect(await opened(ky)).toBe('dice');
    } finally {
      await t.prisma.platform.update({ where: { platname: 'KY' }, data: { defaultGame: 'baccarat' } });
    }
  });
});
