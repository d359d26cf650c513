import { useState } from 'react';
import { DEFAULT_PROTOCOL, USDT_PROTOCOLS, type UsdtProtocol } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useBindCard } from '../api/bind-card';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkBindCard } from '../rules';

/** Bind a USDT address (spec §3, §5): the address, its protocol (kept in bank_owner) and the withdrawal password. */
export function BindUsdtDialog({ onClose, onBound }: { onClose: () => void; onBound?: () => void }) {
  const { t } = useTranslation();
  const bind = useBindCard();
  const [address, setAddress] = useState('');
  const [protocol, setProtocol] = useState<UsdtProtocol>(DEFAULT_PROTOCOL);
  const [password, setPassword] = useState('');

  const submitAddress = useFormSubmit(bind, {
    check: checkBindCard,
    onSuccess: () => {
      onBound?.();
      onClose();
    },
  });
  const submit = () => void submitAddress({ type: 2, bank: 'USDT', bank_no: address, bank_owner: protocol, pay_pass: password });

  return (
    <Dialog
      open
      width={480}
      title={t('cashier.bindUsdtTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-gold" disabled={bind.isPending} onClick={submit} data-testid="bind-usdt-submit">
            {t('cashier.bindSubmit')}
          </button>
        </>
      }
    >
      <form
        className="dialog-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
        data-testid="bind-usdt-form"
      >
        <div className="field">
          <span className="field-label">{t('cashier.protocol')}</span>
          <div className="segmented" role="radiogroup" aria-label={t('cashier.protocol')}>
            {USDT_PROTOCOLS.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={protocol === p}
                className={protocol === p ? 'active' : ''}
                data-testid={`bind-protocol-${p}`}
                onClick={() => setProtocol(p)}
              >
                {p}
              </button>
            ))}
          </div>
        </div>
        <Field
          label={t('cashier.usdtAddress')}
          name="address"
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder={t(protocol === 'ERC20' ? 'cashier.erc20Placeholder' : 'cashier.trc20Placeholder')}
        />
        <Field
          label={t('cashier.payPassword')}
          name="pay_pass"
          type="password"
          maxLength={18}
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('cashier.payPasswordPlaceholder')}
        />
        <p className="hint">{t('cashier.bindUsdtHint')}</p>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
