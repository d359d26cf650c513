import { isMessageKey, ReadState, translate, type Locale, type MessageItem } from '@portal/contracts';
import { beijingDateTime } from '../../time.js';

export interface MessageRow {
  id: string;
  template: string | null;
  params: Record<string, string> | null;
  title: string | null;
  content: string | null;
  created_at: Date;
  read_at: Date | null;
}

/** Placeholders of a template filled from params; an empty reason reads "not given" in the reader's language. */
function fill(params: Record<string, string>, locale: Locale): Record<string, string> {
  return params.reason === '' ? { ...params, reason: translate('inbox.noReason', locale) } : params;
}

function render(template: string, part: 'title' | 'content', params: Record<string, string>, locale: Locale): string {
  const key = `${template}.${part}`;
  // A template removed from the catalogue after it was written: show its name rather than fail the list.
  return isMessageKey(key) ? translate(key, locale, fill(params, locale)) : key;
}

/** A message as the member reads it: a template rendered now in the reader's language, or the back office's literal text. */
export function presentMessage(row: MessageRow, locale: Locale): MessageItem {
  const params = row.params ?? {};
  return {
    id: Number(row.id),
    title: row.template ? render(row.template, 'title', params, locale) : (row.title ?? ''),
    content: row.template ? render(row.template, 'content', params, locale) : (row.content ?? ''),
    created_at: beijingDateTime(row.created_at),
    is_read: row.read_at ? ReadState.read : ReadState.unread,
  };
}
