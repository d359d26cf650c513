import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardType } from '@portal/contracts';
import { useBalance, useUser } from '../../lib/session/queries';
import { BindDialog } from './components/bind-dialog';
import { CardList } from './components/card-list';
import '../../styles/cashier.css';

/** My wallet (spec §2.5): balances, the bound USDT addresses and bank cards, binding and unbinding. */
export default function BankCardPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const balance = useBalance();
  const [adding, setAdding] = useState<'usdt' | 'bank' | null>(null);

  return (
    <div className="panel cashier-page">
      <h2 className="panel-title">{t('cashier.walletTitle')}</h2>
      <section className="wallet-hero cashier-hero">
        <div className="wallet-central">
          <small>{t('wallet.central')}</small>
          <div className="wallet-central-amount">
            <b data-testid="wallet-balance">¥ {balance.data ?? user?.balance ?? '--'}</b>
          </div>
          <small className="muted">{t('cashier.paysum', { amount: user?.paysum ?? '0.00' })}</small>
        </div>
        <div className="cashier-hero-actions">
          <Link to="/mine/recharge" className="btn btn-gold">
            {t('cashier.goRecharge')}
          </Link>
          <Link to="/mine/withdraw" className="btn btn-ghost">
            {t('cashier.goWithdraw')}
          </Link>
        </div>
      </section>

      <h3 className="panel-sub">{t('cashier.usdtAddresses')}</h3>
      <CardList type={CardType.usdt} onAdd={() => setAdding('usdt')} />

      <h3 className="panel-sub">{t('cashier.bankCards')}</h3>
      <CardList type={CardType.bank} onAdd={() => setAdding('bank')} />

      {adding && <BindDialog key={adding} kind={adding} onClose={() => setAdding(null)} />}
    </div>
  );
}
