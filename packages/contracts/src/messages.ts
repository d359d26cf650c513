import { FALLBACK_LOCALE, type Locale, type MessageTable, type Texts } from './common/i18n.js';
import { commonMessages } from './common/messages.js';
import { siteMessages } from './site/messages.js';
import { authMessages } from './auth/messages.js';
import { accountMessages } from './account/messages.js';
import { gamesMessages } from './games/messages.js';
import { contentMessages } from './content/messages.js';
import { walletMessages } from './wallet/messages.js';
import { recordsMessages } from './records/messages.js';
import { adminMessages } from './admin/messages.js';
import { staffMessages } from './staff/messages.js';
import { cashierMessages } from './cashier/messages.js';
import { rebatesMessages } from './rebates/messages.js';
import { redPacketMessages } from './redpacket/messages.js';
import { agentsMessages } from './agents/messages.js';
import { inboxMessages } from './inbox/messages.js';
import { vipMessages } from './vip/messages.js';

// Every message the server sends and every validation message the forms show: one catalogue,
// spread from each domain's messages.ts (a new domain adds its line here; a test checks none is missed).
// The Chinese texts of spec §5 and §8 are kept verbatim for both zh_CN and zh_TW.
export const messages = {
  ...commonMessages,
  ...siteMessages,
  ...authMessages,
  ...accountMessages,
  ...gamesMessages,
  ...contentMessages,
  ...walletMessages,
  ...recordsMessages,
  ...adminMessages,
  ...staffMessages,
  ...cashierMessages,
  ...rebatesMessages,
  ...redPacketMessages,
  ...agentsMessages,
  ...inboxMessages,
  ...vipMessages,
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
