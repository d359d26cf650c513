import fs from 'node:fs';
import type { Plugin } from 'vite';
import { pickPart, TEXT_PARTS, type TextPart } from '../src/i18n/parts.js';

const PART_ID = /^(.*\/i18n\/locales\/[A-Za-z_]+\.json)\?part=(\w+)$/;

/**
 * Vite plugin: `locales/zh_TW.json?part=core` is zh_TW's core namespaces only, so each part becomes
 * a chunk of its own (src/i18n/parts.ts says which namespace goes where). With `split: 'none'` every
 * part is the whole file: the unit tests render pages without the router, which is what loads a
 * page's part of the texts with its code.
 */
export function localeParts({ split }: { split: 'namespaces' | 'none' } = { split: 'namespaces' }): Plugin {
  return {
    name: 'portal:locale-parts',
    enforce: 'pre',
    load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, string];
      if (!(TEXT_PARTS as readonly string[]).includes(part)) this.error(`unknown locale part "${part}" in ${id}`);
      this.addWatchFile(file);
      const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const texts = split === 'none' ? tree : pickPart(tree, part as TextPart);
      return { code: `export default ${JSON.stringify(texts)};`, moduleType: 'js' };
    },
  };
}

/** Names a locale part's chunk `zh_TW.core-<hash>.js` instead of two chunks both called `zh_TW`. */
export function localeChunkName(facadeModuleId: string | null): string | null {
  const match = facadeModuleId ? PART_ID.exec(facadeModuleId) : null;
  if (!match) return null;
  const locale = match[1]!
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  return `assets/${locale}.${match[2]}-[hash].js`;
}
