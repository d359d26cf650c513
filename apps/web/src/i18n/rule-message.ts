import { translate, type MessageKey, type MessageParams } from '@portal/contracts';
import { currentLocale } from './index';

/** The message of a contracts rule (the same catalogue the server answers with), for the forms. */
export function ruleMessage(key: MessageKey, params?: MessageParams): string {
  return translate(key, currentLocale(), params);
}
