/**
 * 繁體中文 is written in Traditional characters (Taiwan usage): zh_CN keeps the spec's Simplified
 * wording and zh_TW carries its Traditional form. A zh_TW text identical to its zh_CN text is a
 * Simplified text left untranslated, unless it is listed below as written the same in both scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simplifiedOnlyIn } from '@portal/contracts';

const LOCALE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const read = (locale: string) => new Map(flatten(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, `${locale}.json`), 'utf8')) as Tree));
const zhTW = read('zh_TW');
const zhCN = read('zh_CN');

/** Texts written identically in Simplified and Traditional (numbers, names, USDT, and words whose characters are the same in both). */
// prettier-ignore
const SAME_IN_BOTH_SCRIPTS = new Set([
  '1898年', '1907年', '1u = {{rate}} 元', '30秒', 'USDT', 'USDT取款', 'USDT地址', '{{name}} 返水比例', '{{n}} 秒', '了解更多', '今日', '付款地址', '代理中心', '佐藤健二', '修改',
  '先去逛逛', '全天客服', '全部', '公告列表', '公平公正', '出生日期', '分', '前往付款', '前往取款', '前往存款', '卡勒姆・里德', '原因：{{reason}}', '取款', '取消', '合作', '合作理念', '合法牌照', '回收中…', '天', '存款', '存款人姓名',
  '存款方式', '安全保障', '安全加密', '客服中心', '尼古拉・霍瓦特', '平台公告', '彼得・德弗里斯', '微信支付', '成功', '成立', '我已付款', '我已完成付款', '我知道了', '持卡人姓名', '提交中…', '提交存款', '提示', '收款人',
  '收款地址', '新增USDT地址', '最多24位', '最新公告', '有效流水', '有效流水 ¥ {{amount}}', '未知', '查看更多', '派彩', '球迷看台助威', '福利中心', '秒', '立即充值', '立即加入', '立即存款', '近一月', '近半月',
  '每日', '每月', '已使用', '待生效', '已生效', '{{n}} 天', '自我禁止', '1 年', '5 年', '永久', '返回', '{{period}}{{kind}}', '牛牛', '炸金花'
]);

describe('the web zh_TW texts are Traditional Chinese', () => {
  it('no zh_TW text contains a Simplified-only character', () => {
    const simplified = [...zhTW]
      .filter(([, text]) => simplifiedOnlyIn(text).length > 0)
      .map(([k, text]) => `${k}: ${text} [${simplifiedOnlyIn(text).join('')}]`);
    expect(simplified, `${simplified.length} of ${zhTW.size} zh_TW texts contain Simplified characters`).toEqual([]);
  });

  it('no zh_TW text is its zh_CN text unless that text is the same in both scripts', () => {
    const identical = [...zhTW].filter(([k, text]) => zhCN.get(k) === text && !SAME_IN_BOTH_SCRIPTS.has(text)).map(([k, text]) => `${k}: ${text}`);
    expect(identical, `${identical.length} of ${zhTW.size} zh_TW texts are identical to zh_CN`).toEqual([]);
  });

  it('the allow-list holds only texts that are identical in both files and free of Simplified-only characters', () => {
    const used = new Set([...zhTW].filter(([k, text]) => zhCN.get(k) === text).map(([, text]) => text));
    expect([...SAME_IN_BOTH_SCRIPTS].filter((text) => !used.has(text) || simplifiedOnlyIn(text).length > 0)).toEqual([]);
  });
});
