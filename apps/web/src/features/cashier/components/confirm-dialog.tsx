import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';

interface Props {
  title: string;
  text: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes / no question (unbinding a card asks first, spec §5). */
export function ConfirmDialog({ title, text, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      width={380}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-gold" disabled={busy} onClick={onConfirm} data-testid="confirm-yes">
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
