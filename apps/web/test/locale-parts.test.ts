/**
 * The locale files are served in parts: core (the shell and the home page) and pages.
 * Every namespace of every locale is in exactly one part, and the build plugin serves each part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@portal/contracts';
import i18next, { changeLocale } from '../src/i18n';
import { CORE_NAMESPACES, pickPart, TEXT_PARTS } from '../src/i18n/parts';
import { localeChunkName, localeParts } from '../scripts/locale-parts';

const LOCALE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');
const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Runs the plugin's load hook as Vite would, returning the module's exported texts. */
function loadPart(split: 'namespaces' | 'none', id: string): Record<string, unknown> | null {
  const plugin = localeParts({ split });
  const context = {
    addWatchFile: () => {},
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const result = (plugin.load as unknown as (this: typeof context, id: string) => { code: string } | null).call(context, id);
  if (!result) return null;
  return JSON.parse(result.code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
}

describe('locale parts', () => {
  for (const locale of LOCALES) {
    it(`${locale}: core and pages split its namespaces between them, nothing lost or doubled`, () => {
      const tree = read(locale);
      const core = pickPart(tree, 'core');
      const pages = pickPart(tree, 'pages');
      expect(Object.keys(core).sort()).toEqual([...CORE_NAMESPACES].sort());
      expect(Object.keys(pages).length).toBeGreaterThan(5);
      expect(Object.keys(core).filter((ns) => ns in pages)).toEqual([]);
      expect({ ...core, ...pages }).toEqual(tree);
    });
  }

  it('the build plugin serves each part of a locale file, the whole file when not splitting, and leaves other ids alone', () => {
    const file = path.join(LOCALE_DIR, 'zh_TW.json');
    for (const part of TEXT_PARTS) expect(loadPart('namespaces', `${file}?part=${part}`)).toEqual(pickPart(read('zh_TW'), part));
    expect(loadPart('none', `${file}?part=core`)).toEqual(read('zh_TW'));
    expect(loadPart('namespaces', file)).toBeNull();
    expect(() => loadPart('namespaces', `${file}?part=nope`)).toThrow(/unknown locale part/);
    expect(localeChunkName(`${file}?part=core`)).toBe('assets/zh_TW.core-[hash].js');
    expect(localeChunkName('/x/src/main.tsx')).toBeNull();
  });
});

describe('the fallback language', () => {
  it('is loaded only when a key is missing, and then supplies its text', async () => {
    await changeLocale('zh_TW');
    expect(i18next.hasResourceBundle('en_US', 'translation')).toBe(false);
    const zh = i18next.getResourceBundle('zh_TW', 'translation') as { home: Record<string, string> };
    const { venues, ...home } = zh.home;
    i18next.removeResourceBundle('zh_TW', 'translation');
    i18next.addResourceBundle('zh_TW', 'translation', { ...zh, home });
    try {
      expect(i18next.t('home.venues')).toBe('home.venues');
      await vi.waitFor(() => expect(i18next.t('home.venues')).toBe((read('en_US') as { home: { venues: string } }).home.venues));
    } finally {
      i18next.addResourceBundle('zh_TW', 'translation', { home: { venues } }, true, true);
    }
    expect(i18next.t('home.venues')).toBe(venues);
  });
});
