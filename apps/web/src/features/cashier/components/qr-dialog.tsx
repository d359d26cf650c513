import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/states';
import { useQrCode } from '../api/generate-qr-code';
import { ruleMessage } from '../../../i18n/rule-message';
import { OrderCreated } from './order-created';

interface Props {
  amount: string;
  depositNo: string;
  onClose: () => void;
}

/** 'Please scan to pay' (spec §2.5): the QR image of /api/generateRechargeQRcode for the order (its channel's, as on its pay page). */
export function QrDialog({ amount, depositNo, onClose }: Props) {
  const { t } = useTranslation();
  const qr = useQrCode({ amount, depositNo });
  return (
    <Dialog
      open
      width={400}
      title={t('cashier.scanToPay')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-gold" onClick={onClose}>
          {t('cashier.paid')}
        </button>
      }
    >
      <div className="qr-box" data-testid="qr-dialog">
        {qr.isPending ? (
          <Spinner />
        ) : qr.isError ? (
          <p className="qr-error">{ruleMessage('cashier.qrFailed')}</p>
        ) : (
          <img src={qr.data} alt={t('cashier.scanToPay')} width={220} height={220} data-testid="qr-image" />
        )}
      </div>
      <p className="qr-amount">
        {t('cashier.payAmount')} <b>¥ {amount}</b>
      </p>
      <OrderCreated depositNo={depositNo} />
      <p className="hint">{t('cashier.exactAmount')}</p>
    </Dialog>
  );
}
