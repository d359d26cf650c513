import { describe, expect, it } from 'vitest';
import zh_CN from '../locales/zh_CN.json';
import zh_TW from '../locales/zh_TW.json';
import en_US from '../locales/en_US.json';
import kr from '../locales/kr.json';
import jp from '../locales/jp.json';
import th from '../locales/th.json';

// A venue page says what opens (docs/games.md#what-each-tile-opens). The lottery venues open the
// house's sic bo until the lottery is built: no official draws, no Mark Six, no partners' data.
const LOCALES = { zh_CN, zh_TW, en_US, kr, jp, th };
const CLAIMS = /官方|六合彩|數萬|数万|數千|数千|official|Mark Six|thousands|공식|公式|ทางการ/i;
const SIC_BO = { zh_CN: '骰宝', zh_TW: '骰寶', en_US: 'sic bo', kr: '식보', jp: 'シックボー', th: 'ไฮโล' } as const;

describe('venue texts promise only what opens', () => {
  for (const [locale, texts] of Object.entries(LOCALES) as [keyof typeof LOCALES, (typeof LOCALES)['zh_CN']][]) {
    it(locale, () => {
      const venue = Object.values(texts.venue).join(' | ');
      const desc = Object.entries(texts.home)
        .filter(([key]) => key.endsWith('Desc'))
        .map(([, text]) => text)
        .join(' | ');
      expect(`${venue} | ${desc}`).not.toMatch(CLAIMS);
      expect(texts.venue.lotteryIntro).toContain(SIC_BO[locale]);
      expect(texts.home.lotteryDesc).toContain(SIC_BO[locale]);
    });
  }
});
