import { useTranslation } from 'react-i18next';

/** Content is localised by the server, so every content query is keyed by the language shown. */
export function useLang(): string {
  return useTranslation().i18n.language;
}
