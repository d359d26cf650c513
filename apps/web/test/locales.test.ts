/**
 * The six translation files stay in step with each other and with the code: every key of
 * zh_TW (the default language) exists in every locale with the same placeholders, every key the code
 * names exists in zh_TW, and the Asian locales carry no English left over from a copy-paste.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, isMessageKey, LOCALES } from '@portal/contracts';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALE_DIR = path.join(WEB, 'src/i18n/locales');
const SRC = path.join(WEB, 'src');

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const locales = Object.fromEntries(LOCALES.map((l) => [l, flatten(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, `${l}.json`), 'utf8')) as Tree)])) as Record<
  (typeof LOCALES)[number],
  Map<string, string>
>;
const base = locales.zh_TW;
const namespaces = new Set([...base.keys()].map((k) => k.split('.')[0]!));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}
const sources = sourceFiles(SRC).map((file) => ({ file: path.relative(WEB, file), text: fs.readFileSync(file, 'utf8') }));

describe('locale files', () => {
  it('there are six of them and zh_TW is not empty', () => {
    expect(Object.keys(locales).sort()).toEqual(['en_US', 'jp', 'kr', 'th', 'zh_CN', 'zh_TW']);
    expect(base.size).toBeGreaterThan(300);
  });

  for (const locale of LOCALES) {
    it(`${locale} has exactly the keys of zh_TW, each a non-empty text with the same placeholders`, () => {
      const texts = locales[locale];
      expect(
        [...base.keys()].filter((k) => !texts.has(k)),
        `keys missing in ${locale}`,
      ).toEqual([]);
      expect(
        [...texts.keys()].filter((k) => !base.has(k)),
        `keys in ${locale} that zh_TW lacks`,
      ).toEqual([]);
      expect(
        [...texts].filter(([, v]) => v.trim() === '').map(([k]) => k),
        `empty texts in ${locale}`,
      ).toEqual([]);
      const differ = [...base].filter(([k, v]) => texts.has(k) && placeholders(texts.get(k)!).join() !== placeholders(v).join()).map(([k]) => k);
      expect(differ, `placeholders differing from zh_TW in ${locale}`).toEqual([]);
    });
  }

  // Names that stay in Latin letters in every language: brands, currencies, protocols, platforms, file types.
  const LATIN_OK = new Set([
    'VIP',
    'APP',
    'PC',
    'ID',
    'SMS',
    'HD',
    'USDT',
    'ERC',
    'TRC',
    'CNY',
    'SSL',
    'GMT',
    'QR',
    'VPN',
    'AG',
    'BBIN',
    'DG',
    'EVO',
    'PP',
    'OB',
    'FG',
    'AE',
    'KY',
    'LEG',
    'SABA',
    'CROWN',
    'IM',
    'IA',
    'AVIA',
    'VR',
    'TCG',
    'KENO',
    'PK',
    'DOTA',
    'CS',
    'PAGCOR',
    'MGA',
    'BVI',
    'iOS',
    'iPhone',
    'iPad',
    'Android',
    'Safari',
    'WeChat',
    'gif',
    'png',
    'jpg',
    'MB',
  ]);
  for (const locale of ['zh_TW', 'zh_CN', 'kr', 'jp', 'th'] as const) {
    it(`${locale} has no English left in it`, () => {
      const english = [...locales[locale]]
        .map(([k, v]) => [k, (v.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !LATIN_OK.has(w))] as const)
        .filter(([, words]) => words.length > 0)
        .map(([k, words]) => `${k}: ${words.join(' ')}`);
      expect(english).toEqual([]);
    });
  }

  it('en_US has no Chinese, Korean, Japanese or Thai left in it', () => {
    const foreign = [...locales.en_US]
      .filter(([, v]) => /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(v))
      .map(([k]) => k);
    expect(foreign).toEqual([]);
  });
});

describe('the sport and e-sport venues say what they open (the sportsbook)', () => {
  // The book offers football and basketball, and League of Legends, Dota 2, CS2 and 王者荣耀
  // (docs/sportsbook.md): the venue texts name those and promise nothing more (no tennis, no
  // "tens of thousands of events", no market "fully covered").
  const SPORTS: Record<(typeof LOCALES)[number], [sport: string[], esport: string[]]> = {
    zh_TW: [
      ['足球', '籃球'],
      ['英雄聯盟', 'DOTA 2', 'CS2', '王者榮耀'],
    ],
    zh_CN: [
      ['足球', '篮球'],
      ['英雄联盟', 'DOTA 2', 'CS2', '王者荣耀'],
    ],
    en_US: [
      ['football', 'basketball'],
      ['League of Legends', 'DOTA 2', 'CS2', 'Honor of Kings'],
    ],
    kr: [
      ['축구', '농구'],
      ['리그 오브 레전드', 'DOTA 2', 'CS2', '왕자영요'],
    ],
    jp: [
      ['サッカー', 'バスケットボール'],
      ['リーグ・オブ・レジェンド', 'DOTA 2', 'CS2', '王者栄耀'],
    ],
    th: [
      ['ฟุตบอล', 'บาสเกตบอล'],
      ['ลีก ออฟ เลเจนด์ส', 'DOTA 2', 'CS2', 'ออนเนอร์ออฟคิงส์'],
    ],
  };
  const BEYOND_THE_BOOK = /網球|网球|tennis|테니스|テニス|เทนนิส|萬場|万场|thousands|수만|数万|นับหมื่น|全覆|every match|모든 경기|全試合|ทุกแมตช์/i;
  for (const locale of LOCALES) {
    it(`${locale}: the venue pages and home tiles name the book's sports and nothing beyond it`, () => {
      const texts = locales[locale];
      const [sport, esport] = SPORTS[locale];
      for (const key of ['home.sportDesc', 'home.gamingDesc', 'venue.sportIntro', 'venue.gamingIntro'])
        expect(texts.get(key), key).not.toMatch(BEYOND_THE_BOOK);
      for (const name of sport) expect(texts.get('venue.sportIntro')).toContain(name);
      for (const name of esport) expect(texts.get('venue.gamingIntro')).toContain(name);
    });
  }
});

describe('keys used by the code', () => {
  it('every literal key in src exists in zh_TW', () => {
    // t('a.b'), and any other string literal that names a key of a known namespace ('about.cta.register').
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/(['"])([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)\1/g)) {
        const key = m[2]!;
        if (!namespaces.has(key.split('.')[0]!) || isMessageKey(key)) continue; // contracts messages have their own catalogue
        if (Object.hasOwn(API_ROUTES, key)) continue; // a route name of the API table (api.call('wallet.balance')), not a text
        if (!base.has(key)) missing.push(`${file}: ${key}`);
      }
      for (const m of text.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)) {
        if (!base.has(m[2]!)) missing.push(`${file}: ${m[2]}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every key built with a template string matches at least one key of zh_TW', () => {
    // t(`vip.cat.${c}`) must match vip.cat.<something>; the page tests render every value it takes.
    const unmatched: string[] = [];
    let templates = 0;
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/\bt\(\s*`([^`]+)`/g)) {
        templates++;
        const pattern = new RegExp(
          `^${m[1]!
            .split(/\$\{[^}]+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[A-Za-z0-9_.]+')}$`,
        );
        if (![...base.keys()].some((k) => pattern.test(k))) unmatched.push(`${file}: ${m[1]}`);
      }
    }
    expect(templates).toBeGreaterThan(20);
    expect(unmatched).toEqual([]);
  });
});
