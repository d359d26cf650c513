import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, LAUNCHED_GAMES } from '@portal/contracts';
import { SLOT_TITLES, gamesOfLaunch, isSlotTitle } from '@portal/game-rules';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// Tiles opened another game than their name (財神到 opened 金皇冠老虎機 under "OB真人 · 遊戲大廳";
// the live and card venues a drawn baccarat table). Each slot title now opens its own machine in
// its own theme, headed with its name and venue; every other tile carries what its launch really
// opens (`launches`, from the platform's adapter, the rule the launch itself follows).
// Here, for every tile of every category: launch it as a member and read what the game page offers.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  token = (await fundedMember(t, 10, await adminToken(t))).token;
});
afterAll(() => t.close());

type Tile = { platform_name: string; game_code: string; name: string; launches?: string | null };
type Opened = { games: string; title: string; house: string; venue: string; lottery: boolean; heading: string };

/** What the launched page offers (its data-games), the title it wears, whether it says the house's own games opened, the sportsbook's or lottery's venue, whether it is the lottery's page, and its <title>. */
async function opened(tile: Tile, lang = 'zh_TW'): Promise<Opened> {
  const body = await post(
    t.app,
    '/api/getGameUrl',
    { plat_name: tile.platform_name, game_type: 0, game_code: tile.game_code, is_mobile_url: 0 },
    { token, lang },
  );
  expect(body.code, `${tile.platform_name}/${tile.game_code}: ${body.message}`).toBe(200);
  const url = new URL(body.data.url as string, 'http://portal.test');
  const page = await request(t.app).get(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(page.text)?.[1] ?? '';
  return {
    games: attr('data-games'),
    title: attr('data-title'),
    house: attr('data-house'),
    // A sport or e-sport venue opens the sportsbook's own page, a lottery venue the lottery's: each names its venue.
    venue: attr('data-venue'),
    lottery: page.text.includes('id="lottery-config"'),
    heading: /<title>([^<]*)<\/title>/.exec(page.text)![1]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
  };
}

const list = async (category: string, lang = 'zh_TW') => {
  const res = await request(t.app).get(`/api/game/list?category=${category}`).set('Lang', lang);
  expect(res.body.code, category).toBe(200);
  return res.body.data as Tile[];
};

describe('every lobby tile opens the game it names, or says what it opens', () => {
  it('in every category, a tile that names a game opens it, and any other tile opens what `launches` says', async () => {
    const checked: string[] = [];
    for (const category of GAME_CATEGORIES) {
      for (const tile of await list(category)) {
        const page = await opened(tile);
        const where = `${category} ${tile.name} (${tile.platform_name}/${tile.game_code})`;
        if (category === 'sport' || category === 'gaming') {
          // The venue opens what it names: the sportsbook, with the venue's sports.
          expect(tile.launches, where).toBeNull();
          expect(page.venue, where).toBe(category === 'sport' ? 'sports' : 'esports');
          checked.push(`${tile.name}→sportsbook:${page.venue}`);
          continue;
        }
        if (isSlotTitle(tile.game_code)) {
          expect(tile.launches, where).toBeNull();
          expect(page, where).toMatchObject({ games: SLOT_TITLES[tile.game_code], title: tile.game_code });
          checked.push(`${tile.name}→${page.games}`);
          continue;
        }
        expect(LAUNCHED_GAMES as readonly unknown[], where).toContain(tile.launches);
        if (tile.launches === 'lottery' || tile.launches === 'keno') {
          // The lottery venues open the lottery's page (docs/lottery.md), not a built-in game.
          expect(page, where).toMatchObject({ venue: tile.platform_name, lottery: true, games: '' });
          checked.push(`${tile.platform_name}→${tile.launches}`);
          continue;
        }
        expect(page.games, where).toBe(gamesOfLaunch(tile.launches!).join(','));
        checked.push(`${tile.name}→${tile.launches}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(25);
    for (const live of ['AG真人', 'BBIN真人', 'DG真人', 'OB真人', 'EVO真人']) expect(checked).toContain(`${live}→tables`);
    for (const cards of ['開元棋牌', '樂遊棋牌']) expect(checked).toContain(`${cards}→cards`);
    expect(checked).toContain('PC遊戲館→hall');
    for (const lottery of ['VR→lottery', 'TCG→lottery', 'KENO→keno']) expect(checked).toContain(lottery);
    expect(checked).toContain('沙巴體育→sportsbook:sports');
    expect(checked).toContain('IA電競→sportsbook:esports');
  });

  it('the eight slot titles open four machines, two each, each title in its own theme and headed with its name and venue', async () => {
    const tiles = await list('concise');
    const machines = new Map<string, string[]>();
    for (const tile of tiles.filter((x) => isSlotTitle(x.game_code))) {
      const page = await opened(tile);
      machines.set(page.games, [...(machines.get(page.games) ?? []), page.title]);
    }
    expect([...machines.keys()].sort()).toEqual(['cascade', 'hold', 'slot', 'ways']);
    for (const titles of machines.values()) expect(new Set(titles).size).toBe(2);
    const fortune = tiles.find((x) => x.game_code === 'ob-fortune')!;
    expect((await opened(fortune)).heading).toBe('財神到 · OB電子'); // not "OB真人 · 遊戲大廳"
    const en = (await list('concise', 'en_US')).find((x) => x.game_code === 'pp-gates')!;
    expect((await opened(en, 'en_US')).heading).toBe('Gates of the Gods · PP Slots');
  });

  it("the live venues open the house's own tables and the card venues its card games, and their pages say so", async () => {
    const ag = (await list('realbet')).find((x) => x.platform_name === 'AG')!;
    expect(await opened(ag)).toMatchObject({ games: 'baccarat,dragontiger,roulette', house: 'tables', heading: '本站自營桌台 · AG真人' });
    const ky = (await list('joker', 'en_US')).find((x) => x.platform_name === 'KY')!;
    expect(await opened(ky, 'en_US')).toMatchObject({ games: 'bull,threecard,dragontiger', house: 'cards', heading: "The house's card games · KY Cards" });
  });

  it('follows the platform: a venue whose default game an operator changes says the new one', async () => {
    await t.prisma.platform.update({ where: { platname: 'KY' }, data: { defaultGame: 'dice' } });
    try {
      await new Promise((r) => setTimeout(r, 5_100)); // the platforms are cached for 5 s
      const list = await request(t.app).get('/api/game/list?category=joker');
      const ky = (list.body.data as Tile[]).find((g) => g.platform_name === 'KY')!;
      expect(ky.launches).toBe('dice');
      expect((await opened(ky)).games).toBe('dice');
    } finally {
      await t.prisma.platform.update({ where: { platname: 'KY' }, data: { defaultGame: 'cards' } });
    }
  });
});
