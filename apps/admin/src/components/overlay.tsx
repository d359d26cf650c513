import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** A panel sliding from the right: a record's detail next to the list it came from. */
export function Drawer({ title, onClose, children, footer }: { title: ReactNode; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="overlay" onClick={onClose}>
      <aside className="drawer" role="dialog" aria-label={typeof title === 'string' ? title : undefined} onClick={(e) => e.stopPropagation()}>
        <header className="drawer-head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="close">
            <Icon name="close" />
          </button>
        </header>
        <div className="drawer-body">{children}</div>
        {footer && <footer className="drawer-foot">{footer}</footer>}
      </aside>
    </div>
  );
}

export function Modal({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  return (
    <div className="overlay overlay-center" onClick={onClose}>
      <div className="modal" role="dialog" aria-label={typeof title === 'string' ? title : undefined} onClick={(e) => e.stopPropagation()}>
        <header className="modal-head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="close">
            <Icon name="close" />
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

/** Asks for a reason (reject, freeze): the confirm button stays off until one is written. */
export function ReasonDialog({
  title,
  onSubmit,
  onClose,
  busy,
  optional,
}: {
  title: string;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  busy?: boolean;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal title={title} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (optional || reason.trim()) onSubmit(reason.trim());
        }}
      >
        <label className="field">
          <span>{t('common.reason')}</span>
          <textarea name="reason" rows={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || (!optional && !reason.trim())}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
