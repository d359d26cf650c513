import { describe, expect, it } from 'vitest';
import { zh_CN } from '../src/i18n/zh_CN';
import { en_US } from '../src/i18n/en_US';
import { zh_TW } from '../src/i18n/zh_TW';
import { simplifiedOnlyIn } from '@portal/contracts';

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

  it('zh_TW: only zh_CN keys, all of the shell, the sportsbook and lottery desks and the seamless wallet page, written in Traditional characters', () => {
    const cn = keys(zh_CN);
    const tw = keys(zh_TW);
    expect(tw.filter((k) => !cn.includes(k))).toEqual([]);
    const covered = cn.filter((k) => /^(app|nav|roles|auth|common|sports|lottery|seamless)\./.test(k));
    expect(covered.filter((k) => !tw.includes(k))).toEqual([]);
    const values = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'object' && v !== null ? values(v as object) : [String(v)]));
    expect(values(zh_TW).flatMap((v) => simplifiedOnlyIn(v).map((c) => `${c} in ${v}`))).toEqual([]);
  });
});
