import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { LineIcon } from '../../art/line-icons';
import { useMessageNum } from './api/get-message-num';

/**
 * The page header's message link (in the top bar, beside the welcome text: the main header row has no
 * room left) with the unread count (spec §3 messageNum); the count hides at zero, shows 99+ above 99.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useMessageNum().data ?? 0;
  const label = count > 0 ? t('top.unread', { n: count }) : t('top.messages');
  return (
    <AppLink to="/mine/message?type=1" className="unread-link" title={label}>
      <LineIcon name="message" />
      <span className="unread-text" aria-hidden>
        {t('top.messages')}
      </span>
      <span className="sr-only">{label}</span>
      {count > 0 && (
        <span className="unread-badge" aria-hidden data-testid="unread-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AppLink>
  );
}
