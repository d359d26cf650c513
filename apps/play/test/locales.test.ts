/**
 * The game page's six languages stay in step (as apps/web/test/locales.test.ts does for the web's):
 * every key of zh_TW in every locale with the same placeholders, no empty texts, no English left in
 * the Asian locales, and every key the code names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PLAY_LOCALES } from '../src/i18n/index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const base = MESSAGES.zh_TW;
const keys = Object.keys(base);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // The sportsbook's page (src/sports) and the lottery's (src/lottery) have their own texts, held to
    // the same rules by sports-locales.test.ts and lottery.test.ts.
    if (e.isDirectory()) return e.name === 'i18n' || e.name === 'sports' || e.name === 'lottery' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

describe('play locales', () => {
  it('are the portal six, and zh_TW is not empty', () => {
    expect([...PLAY_LOCALES].sort()).toEqual(['en_US', 'jp', 'kr', 'th', 'zh_CN', 'zh_TW']);
    expect(Object.keys(MESSAGES).sort()).toEqual([...PLAY_LOCALES].sort());
    expect(keys.length).toBeGreaterThan(80);
  });

  for (const locale of PLAY_LOCALES) {
    it(`${locale} has exactly the keys of zh_TW, each a non-empty text with the same placeholders`, () => {
      const texts: Record<string, string> = MESSAGES[locale];
      expect(
        keys.filter((k) => !(k in texts)),
        `missing in ${locale}`,
      ).toEqual([]);
      expect(
        Object.keys(texts).filter((k) => !(k in base)),
        `extra in ${locale}`,
      ).toEqual([]);
      expect(
        Object.entries(texts)
          .filter(([, v]) => v.trim() === '')
          .map(([k]) => k),
      ).toEqual([]);
      const differ = Object.entries(base).filter(([k, v]) => placeholders(texts[k] ?? '').join() !== placeholders(v).join());
      expect(
        differ.map(([k]) => k),
        `placeholders differing from zh_TW in ${locale}`,
      ).toEqual([]);
    });
  }

  // Latin words that stay Latin in every language: the card ranks are single letters, so only these.
  const LATIN_OK = new Set(['JavaScript']);
  for (const locale of ['zh_TW', 'zh_CN', 'kr', 'jp', 'th'] as const) {
    it(`${locale} has no English left in it`, () => {
      const english = Object.entries(MESSAGES[locale])
        .map(([k, v]) => [k, (v.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !LATIN_OK.has(w))] as const)
        .filter(([, words]) => words.length > 0)
        .map(([k, words]) => `${k}: ${words.join(' ')}`);
      expect(english).toEqual([]);
    });
  }

  it('en_US has no Chinese, Korean, Japanese or Thai in it', () => {
    const foreign = Object.entries(MESSAGES.en_US).filter(([, v]) =>
      /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(v),
    );
    expect(foreign.map(([k]) => k)).toEqual([]);
  });

  it('every key the code names with t() exists (literal keys, and template keys match one)', () => {
    const missing: string[] = [];
    let templates = 0;
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) if (!(m[1]! in base)) missing.push(`${path.basename(file)}: ${m[1]}`);
      for (const m of text.matchAll(/\bt\(\s*`([^`]+)`/g)) {
        templates++;
        const pattern = new RegExp(
          `^${m[1]!
            .split(/\$\{[^}]+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[A-Za-z0-9_.]+')}$`,
        );
        if (!keys.some((k) => pattern.test(k))) missing.push(`${path.basename(file)}: ${m[1]}`);
      }
    }
    expect(templates).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
