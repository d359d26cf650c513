import { FALLBACK_LOCALE, type Locale, type MessageTable, type Texts } from './common/i18n.js';
import { commonTexts } from './common/texts.js';
import { siteTexts } from './site/texts.js';
import { authTexts } from './auth/texts.js';
import { profileTexts } from './profile/texts.js';
import { gamesTexts } from './games/texts.js';
import { contentTexts } from './content/texts.js';
import { walletTexts } from './wallet/texts.js';
import { recordsTexts } from './records/texts.js';
import { adminTexts } from './admin/texts.js';
import { staffTexts } from './staff/texts.js';
import { cashierTexts } from './cashier/texts.js';
import { rebatesTexts } from './rebates/texts.js';
import { redPacketTexts } from './redpacket/texts.js';
import { agentsTexts } from './agents/texts.js';
import { inboxTexts } from './inbox/texts.js';
import { vipTexts } from './vip/texts.js';
import { responsibleTexts } from './responsible/texts.js';
import { chainTexts } from './chain/texts.js';
import { feedbackTexts } from './feedback/texts.js';
import { lotteryTexts } from './lottery/texts.js';
import { sportsTexts } from './sports/texts.js';
import { seamlessTexts } from './seamless/texts.js';

// Every message the server sends and every validation message the forms show: one catalogue,
// spread from each domain's texts.ts (a new domain adds its line here; a test checks none is missed).
// The Chinese texts of spec §5 and §8 are kept verbatim in zh_CN; zh_TW carries their Traditional
// form (test/zh-tw-script.test.ts finds Simplified text left in zh_TW).
export const messages = {
  ...commonTexts,
  ...siteTexts,
  ...authTexts,
  ...profileTexts,
  ...gamesTexts,
  ...contentTexts,
  ...walletTexts,
  ...recordsTexts,
  ...adminTexts,
  ...staffTexts,
  ...cashierTexts,
  ...rebatesTexts,
  ...redPacketTexts,
  ...agentsTexts,
  ...inboxTexts,
  ...vipTexts,
  ...responsibleTexts,
  ...chainTexts,
  ...feedbackTexts,
  ...lotteryTexts,
  ...sportsTexts,
  ...seamlessTexts,
} as const satisfies MessageTable;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}

/** Values for a message's `{name}` placeholders (e.g. the turnover still needed). */
export type MessageParams = Record<string, string | number>;

/** The text of a message key in a locale (en_US when a locale lacks it), placeholders filled from `params`. */
export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  const texts: Texts = messages[key];
  const text = texts[locale] || texts[FALLBACK_LOCALE];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}
