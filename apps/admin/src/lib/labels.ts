import type { TFunction } from 'i18next';

// Internal codes the API stores and sends (wallet names, ledger posting kinds, audit actions) shown
// to staff by a readable label in the back office's language; a code without one shows as itself.
// The i18n keys write the code's dots as underscores (i18next reads dots as nesting).

export type CodeGroup = 'wallets' | 'kinds' | 'actions';

export function codeLabel(t: TFunction, group: CodeGroup, code: string): string {
  return t(`labels.${group}.${code.replace(/\./g, '_')}`, { defaultValue: code });
}
