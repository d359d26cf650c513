/**
 * The sportsbook page's six languages stay in step as the game page's do: every key of zh_TW in
 * every locale with the same placeholders, no empty texts, no English left in the Asian locales
 * (but the brands and games that are Latin everywhere), and every key the code names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SPORTS_LOCALES } from '../src/sports/i18n/index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/sports');
const base = MESSAGES.zh_TW;
const keys = Object.keys(base);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const code = fs
  .readdirSync(SRC)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => fs.readFileSync(path.join(SRC, f), 'utf8'))
  .join('\n');

describe('sportsbook page locales', () => {
  it('are the portal six', () => {
    expect([...SPORTS_LOCALES].sort()).toEqual(['en_US', 'jp', 'kr', 'th', 'zh_CN', 'zh_TW']);
    expect(keys.length).toBeGreaterThan(100);
  });

  for (const locale of SPORTS_LOCALES) {
    it(`${locale} has exactly the keys of zh_TW, each non-empty with the same placeholders`, () => {
      const texts: Record<string, string> = MESSAGES[locale];
      expect(keys.filter((k) => !(k in texts))).toEqual([]);
      expect(Object.keys(texts).filter((k) => !(k in base))).toEqual([]);
      expect(keys.filter((k) => (texts[k] ?? '').trim() === '')).toEqual([]);
      expect(keys.filter((k) => placeholders(texts[k] ?? '').join() !== placeholders(base[k as keyof typeof base]).join())).toEqual([]);
    });
  }

  const LATIN_OK = new Set(['SABA', 'IM', 'IA', 'AVIA', 'DOTA', 'Dota', 'CS', 'X2']);
  for (const locale of ['zh_TW', 'zh_CN', 'kr', 'jp', 'th'] as const) {
    it(`${locale} has no English left in it`, () => {
      const english = Object.entries(MESSAGES[locale])
        .map(([k, v]) => [k, (v.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}\d*/g) ?? []).filter((w) => !LATIN_OK.has(w.replace(/\d+$/, '')))] as const)
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
    for (const m of code.matchAll(/\bt\(\s*'([^']+)'/g)) if (!(m[1]! in base)) missing.push(m[1]!);
    let templates = 0;
    for (const m of code.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      templates++;
      const pattern = new RegExp(
        `^${m[1]!
          .split(/\$\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[A-Za-z0-9_.]+')}$`,
      );
      if (!keys.some((k) => pattern.test(k))) missing.push(m[1]!);
    }
    expect(templates).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
