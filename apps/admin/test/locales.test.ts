import { describe, expect, it } from 'vitest';
import { zh_CN } from '../src/i18n/zh_CN';
import { en_US } from '../src/i18n/en_US';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('back-office texts', () => {
  it('have the same keys in zh_CN and en_US, none empty', () => {
    expect(keys(en_US).sort()).toEqual(keys(zh_CN).sort());
    for (const table of [zh_CN, en_US]) {
      const flat = keys(table);
      expect(flat.length).toBeGreaterThan(100);
    }
  });
});
