import { useTranslation } from 'react-i18next';
import { money } from '../lib/format';
import { Modal } from './overlay';

/** Who a money approval pays (or takes from) and how much: what the confirmation step names. */
export interface MoneyConfirmation {
  member: string;
  amount: string;
  /** 'payout': the money leaves to the member's card or address (a withdrawal); otherwise it is credited to the wallet. */
  way?: 'payout';
}

/**
 * The confirmation step before a one-click money approval: names the member and the amount, and
 * approves only on its own button (Escape, the backdrop or Cancel go back without sending anything).
 */
export function ConfirmMoney({
  what,
  busy,
  onCancel,
  onConfirm,
}: {
  what: MoneyConfirmation & { count?: number };
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('confirm.title')} onClose={onCancel}>
      <div className="form" data-testid="confirm-money">
        <p>
          {what.count !== undefined
            ? t('confirm.bulk', { count: what.count, amount: money(what.amount) })
            : t(what.way === 'payout' ? 'confirm.payout' : 'confirm.body', { member: what.member, amount: money(what.amount) })}
        </p>
        <p className="muted small">{t('confirm.final')}</p>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm} autoFocus>
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
