import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeNotices } from './api/get-home-notices';
import { useAppInfo } from '../../lib/session/queries';
import { Dialog } from '../../components/dialog';

const SEEN = 'announcementSeen';
const SHOWN_ITEMS = 2; // spec §9: the home notice pop-up shows 2 items

export function AnnouncementModal() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  const { data } = useHomeNotices();
  const [seen, setSeen] = useState(() => sessionStorage.getItem(SEEN) !== null);
  const open = !seen && app?.index_modal === 1 && !!data && data.length > 0;
  const close = () => {
    sessionStorage.setItem(SEEN, '1');
    setSeen(true);
  };
  return (
    <Dialog
      open={open}
      title={t('home.announcement')}
      onClose={close}
      width={520}
      footer={
        <button type="button" className="btn btn-gold" onClick={close}>
          {t('home.iKnow')}
        </button>
      }
    >
      <ol className="announcement-list" data-testid="announcement">
        {(data ?? []).slice(0, SHOWN_ITEMS).map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ol>
    </Dialog>
  );
}
