/**
 * 繁體中文 is written in Traditional characters: the spec quotes its messages in Simplified, so
 * zh_CN keeps them verbatim and zh_TW carries their Traditional form. A zh_TW text identical to its
 * zh_CN text is therefore a Simplified text left untranslated, unless it is listed below as written
 * the same in both scripts.
 */
import { describe, expect, it } from 'vitest';
import { messages, SIMPLIFIED_ONLY_CHARACTERS, simplifiedOnlyIn, type MessageKey } from '../src/index.js';

/** Texts written identically in Simplified and Traditional (checked by hand, character by character). */
const SAME_IN_BOTH_SCRIPTS = new Set<string>([
  '操作成功',
  '修改成功！',
  '牛牛',
  '炸金花',
  '甜蜜盛宴',
  '投注成功',
  '足球',
  // The lottery's board words and numbering (lottery/texts.ts).
  '每次最多投注50注',
  '快3',
  '和值',
  '定位',
  '大',
  '小',
  '虎',
  '和',
  '千位',
  '百位',
  '十位',
  '第{n}名',
  '第{no}期',
]);

const entries = Object.entries(messages) as [MessageKey, (typeof messages)[MessageKey]][];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('zh_TW messages are Traditional Chinese', () => {
  it('the list of Simplified-only characters has 200 distinct characters', () => {
    expect(new Set(SIMPLIFIED_ONLY_CHARACTERS).size).toBe(200);
    expect(simplifiedOnlyIn('請輸入帳號；请输入账号')).toEqual(['请', '输', '账', '号']);
  });

  it('no zh_TW message contains a Simplified-only character', () => {
    const simplified = entries
      .filter(([, t]) => simplifiedOnlyIn(t.zh_TW).length > 0)
      .map(([k, t]) => `${k}: ${t.zh_TW} [${simplifiedOnlyIn(t.zh_TW).join('')}]`);
    expect(simplified, `${simplified.length} of ${entries.length} zh_TW messages contain Simplified characters`).toEqual([]);
  });

  it('no zh_TW message is its zh_CN text unless that text is the same in both scripts', () => {
    const identical = entries.filter(([, t]) => t.zh_TW === t.zh_CN && !SAME_IN_BOTH_SCRIPTS.has(t.zh_TW)).map(([k, t]) => `${k}: ${t.zh_TW}`);
    expect(identical, `${identical.length} of ${entries.length} zh_TW messages are identical to zh_CN`).toEqual([]);
  });

  it('the allow-list holds only texts that really are identical in both locales', () => {
    const used = new Set<string>(entries.filter(([, t]) => t.zh_TW === t.zh_CN).map(([, t]) => t.zh_TW));
    expect([...SAME_IN_BOTH_SCRIPTS].filter((text) => !used.has(text) || simplifiedOnlyIn(text).length > 0)).toEqual([]);
  });

  it('zh_TW and zh_CN carry the same placeholders', () => {
    expect(entries.filter(([, t]) => placeholders(t.zh_TW).join() !== placeholders(t.zh_CN).join()).map(([k]) => k)).toEqual([]);
  });
});
