/**
 * The message catalogue is spread from each domain's texts.ts: every domain table is in it,
 * no key is defined in two domains (a spread would silently keep only the last), and every
 * message has a text in each of the six locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, messages, type MessageTable } from '../src/index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const domains = fs.readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory() && fs.existsSync(path.join(SRC, e.name, 'texts.ts')));

async function tables(): Promise<Array<{ domain: string; table: MessageTable }>> {
  return Promise.all(
    domains.map(async (d) => {
      const mod = (await import(path.join(SRC, d.name, 'texts.ts'))) as Record<string, MessageTable>;
      const exported = Object.values(mod);
      expect(exported, `${d.name}/texts.ts exports one table`).toHaveLength(1);
      return { domain: d.name, table: exported[0]! };
    }),
  );
}

describe('message catalogue', () => {
  it('holds every key of every domain, each defined once', async () => {
    const seen = new Map<string, string>();
    for (const { domain, table } of await tables()) {
      for (const key of Object.keys(table)) {
        expect(seen.get(key), `${key} is defined in ${seen.get(key)} and ${domain}`).toBeUndefined();
        seen.set(key, domain);
        expect(messages, `${domain}/texts.ts is not spread into src/texts.ts`).toHaveProperty([key], table[key]);
      }
    }
    expect(Object.keys(messages).length).toBe(seen.size);
  });

  it('has a non-empty text in all six locales for every key', () => {
    for (const [key, texts] of Object.entries(messages)) {
      for (const locale of LOCALES) expect((texts as Record<string, string>)[locale]?.trim(), `${key} ${locale}`).toBeTruthy();
    }
  });
});
