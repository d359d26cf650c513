/**
 * The lottery venues open the house's own lottery (docs/lottery.md): their texts on the home page
 * and the venue page name its four games as the lottery itself names them (contracts
 * `lottery.game.*`, without the bracketed gloss) and, on the venue page, the venues, and promise no
 * game it does not have (六合彩, Mark Six) and no official draw data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, LOTTERY_GAME_CODES, translate } from '@portal/contracts';

const LOCALE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');
const texts = (locale: string) => {
  const table = JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, `${locale}.json`), 'utf8')) as {
    home: { lotteryDesc: string };
    venue: { lotteryIntro: string };
  };
  return { desc: table.home.lotteryDesc, intro: table.venue.lotteryIntro };
};
const gameName = (code: string, locale: (typeof LOCALES)[number]) =>
  translate(`lottery.game.${code}` as Parameters<typeof translate>[0], locale)
    .replace(/\s*[(（][^)）]*[)）]\s*$/, '')
    .trim();

describe('the lottery venues say what they open', () => {
  it.each(LOCALES)('%s: the intro names the venues and the four games, the home tile the games; no Mark Six, no official data', (locale) => {
    const { desc, intro } = texts(locale);
    for (const venue of ['VR', 'TCG']) expect(intro).toContain(venue);
    for (const code of LOTTERY_GAME_CODES) {
      const name = gameName(code, locale).replace(/赛车|賽車| racing| 레이싱|レース| แข่งรถ/, '');
      expect(intro, `${code} in the intro`).toContain(name);
      expect(desc, `${code} on the home tile`).toContain(name);
    }
    for (const text of [desc, intro]) {
      expect(text).not.toMatch(/六合彩|Mark Six|official draw data|官方数据开奖|官方數據開獎|官方开奖|官方開獎/);
    }
  });
});
