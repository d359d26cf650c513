import { useState } from 'react';
import type { PayRangeType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateDeposit, type DepositForm } from '../api/create-deposit';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkDeposit } from '../rules';
import { AmountField } from './amount-field';
import { openPayInfo } from './open-pay-info';
import { PayWayIcon, type PayWayKind } from './pay-way-art';
import { QrDialog } from './qr-dialog';
import { useDepositRange } from './use-range';
import { isText, useKeptState } from '../../../lib/kept-state';

/** The scan-to-pay methods: the tile, the range type and the paytype /api/recharge takes (wechat as wxpay). */
export const QR_WAYS = {
  game: { range: 'game', paytype: 'game' },
  wechat: { range: 'wechat', paytype: 'wxpay' },
  alipay: { range: 'alipay', paytype: 'alipay' },
} as const satisfies Record<string, { range: PayRangeType; paytype: 'game' | 'wxpay' | 'alipay' }>;
export type QrWay = keyof typeof QR_WAYS;

/** Game QR, wechat and alipay deposits: an amount, then the scan dialog; the order's page opens in a new tab. */
export function QrDepositForm({ way }: { way: QrWay }) {
  const { t } = useTranslation();
  const deposit = useCreateDeposit();
  const range = useDepositRange(QR_WAYS[way].range);
  const [amount, setAmount] = useKeptState(`recharge.${way}.amount`, '', isText); // cached (spec §2.4)
  const [scan, setScan] = useState<{ amount: string; depositNo: string } | null>(null);

  // The reply's message is the order number: the member is told where to pay instead.
  const submitDeposit = useFormSubmit(
    { mutateAsync: async (input: DepositForm) => ({ ...(await deposit.mutateAsync(input)), message: t('cashier.orderCreated') }) },
    {
      check: (input) => checkDeposit(input, range),
      onSuccess: ({ depositNo, order }) => {
        setScan({ amount: order.amount, depositNo });
        setAmount('');
        openPayInfo(depositNo);
      },
    },
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void submitDeposit({ paytype: QR_WAYS[way].paytype, amount });
  };

  return (
    <div className="cashier-split">
      <form className="cashier-form" onSubmit={submit} noValidate data-testid={`${way}-form`}>
        <AmountField value={amount} onChange={setAmount} range={range} />
        <button type="submit" className="btn btn-gold btn-block" disabled={deposit.isPending} data-testid="deposit-submit">
          {deposit.isPending ? t('cashier.submitting') : t('cashier.submitQr')}
        </button>
      </form>
      <aside className="cashier-aside qr-aside">
        <PayWayIcon kind={way as PayWayKind} size={56} />
        <ol className="cashier-steps">
          <li>{t('cashier.qrStep1')}</li>
          <li>{t(`cashier.qrStep2.${way}`)}</li>
          <li>{t('cashier.qrStep3')}</li>
        </ol>
      </aside>
      {scan && <QrDialog amount={scan.amount} depositNo={scan.depositNo} onClose={() => setScan(null)} />}
    </div>
  );
}
