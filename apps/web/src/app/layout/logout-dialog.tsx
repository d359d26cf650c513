import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session/queries';
import { Dialog } from '../../components/dialog';

/** "Log out?" with the wrong-click way back; yes logs out and goes to the login page. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title={t('common.prompt')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.wrongClick')}
          </button>
          <button
            type="button"
            className="btn btn-gold"
            onClick={() => {
              onClose();
              logout.mutate(undefined, { onSettled: () => void navigate('/login') });
            }}
          >
            {t('common.yes')}
          </button>
        </>
      }
    >
      <p>{t('common.logoutConfirm')}</p>
    </Dialog>
  );
}
