import { useTranslation } from 'react-i18next';
import { payInfoHref } from './open-pay-info';

/** The order just created, with a link to its payment page (in case the new tab was blocked or closed). */
export function OrderCreated({ depositNo }: { depositNo: string }) {
  const { t } = useTranslation();
  return (
    <div className="order-created" data-testid="order-created">
      <span>{t('cashier.orderNo')}</span>
      <b className="mono">{depositNo}</b>
      <a className="btn btn-small" href={payInfoHref(depositNo)} target="_blank" rel="opener" data-testid="open-pay-info">
        {t('cashier.goPay')}
      </a>
    </div>
  );
}
