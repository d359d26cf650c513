import { describe, expect, it } from 'vitest';
import { LOTTERY_GAME_CODES, translate } from '@portal/contracts';
import zh_CN from '../locales/zh_CN.json';
import zh_TW from '../locales/zh_TW.json';
import en_US from '../locales/en_US.json';
import kr from '../locales/kr.json';
import jp from '../locales/jp.json';
import th from '../locales/th.json';

// A venue page says what opens (docs/games.md#what-each-tile-opens). The lottery venues open the
// house's own lottery (docs/lottery.md): its four games named as the lottery names them (contracts
// `lottery.game.*`, without the gloss in brackets or "racing"); no official draws, no Mark Six.
const LOCALES = { zh_CN, zh_TW, en_US, kr, jp, th };
const CLAIMS = /官方|六合彩|數萬|数万|數千|数千|official|Mark Six|thousands|공식|公式|ทางการ/i;
const lotteryGames = (locale: keyof typeof LOCALES) =>
  LOTTERY_GAME_CODES.map((code) =>
    translate(`lottery.game.${code}`, locale)
      .replace(/\s*[(（][^)）]*[)）]\s*$/, '')
      .replace(/赛车|賽車| racing| 레이싱|レース| แข่งรถ/, '')
      .trim(),
  );

describe('venue texts promise only what opens', () => {
  for (const [locale, texts] of Object.entries(LOCALES) as [keyof typeof LOCALES, (typeof LOCALES)['zh_CN']][]) {
    it(locale, () => {
      const venue = Object.values(texts.venue).join(' | ');
      const desc = Object.entries(texts.home)
        .filter(([key]) => key.endsWith('Desc'))
        .map(([, text]) => text)
        .join(' | ');
      expect(`${venue} | ${desc}`).not.toMatch(CLAIMS);
      for (const venue of ['VR', 'TCG']) expect(texts.venue.lotteryIntro).toContain(venue);
      for (const game of lotteryGames(locale)) {
        expect(texts.venue.lotteryIntro).toContain(game);
        expect(texts.home.lotteryDesc).toContain(game);
      }
    });
  }
});
