import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountSchema, compareMoney, parseInOrder, wholeUnits } from '@portal/contracts';
import { useFormSubmit, type FormCheck } from '../../lib/use-form-submit';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useTransfer, type Direction, type TransferInput, type WalletTarget } from '../../lib/transfer';

export type { Direction, WalletTarget } from '../../lib/transfer';

/** What "all" fills in: the whole units of the source wallet. */
const whole = (balance: string | undefined) => wholeUnits(balance ?? '0');

/** A whole amount first, then no more than the source wallet holds (when its balance is known). */
function checkAmount(amount: string, source: string | undefined): FormCheck {
  const checked = parseInOrder(amountSchema, { amount }, ['amount']);
  if (!checked.ok) return checked;
  if (source !== undefined && compareMoney(checked.data.amount, source) > 0) return { ok: false, key: 'transfer.insufficient' };
  return { ok: true };
}

interface Props {
  target: WalletTarget;
  central: string | undefined;
  initialDirection?: Direction;
  onClose: () => void;
  /** After any reply (the transfer itself has the balances read again whatever the outcome). */
  onSettled?: () => void;
}

export function TransferDialog({ target, central, initialDirection = 'in', onClose, onSettled }: Props) {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const [direction, setDirection] = useState<Direction>(initialDirection);
  const [amount, setAmount] = useState('');
  const source = direction === 'in' ? central : target.balance;

  const submitTransfer = useFormSubmit(transfer, {
    check: (input: TransferInput) => checkAmount(input.amount, source),
    onSuccess: () => {
      onSettled?.();
      onClose();
    },
    onFailure: () => onSettled?.(),
  });
  const submit = () => submitTransfer({ target, direction, amount });

  const centralSide = (
    <div className="transfer-side">
      <small>{t('wallet.central')}</small>
      <b data-testid="dialog-central">¥ {central ?? '--'}</b>
    </div>
  );
  const gameSide = (
    <div className="transfer-side">
      <small>{target.name}</small>
      <b data-testid="dialog-game">¥ {target.balance ?? '--'}</b>
    </div>
  );

  return (
    <Dialog
      open
      width={460}
      title={t('wallet.dialogTitle', { name: target.name })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-gold" disabled={transfer.isPending} onClick={() => void submit()} data-testid="transfer-submit">
            {transfer.isPending ? t('wallet.submitting') : t('common.confirm')}
          </button>
        </>
      }
    >
      <div className="transfer-flow" role="group" aria-label={t(direction === 'in' ? 'wallet.flowIn' : 'wallet.flowOut', { name: target.name })}>
        {direction === 'in' ? centralSide : gameSide}
        <span className="transfer-arrow" aria-hidden>
          ➜
        </span>
        {direction === 'in' ? gameSide : centralSide}
      </div>
      <div className="segmented" role="radiogroup" aria-label={t('wallet.direction')}>
        {(['in', 'out'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            className={direction === d ? 'active' : ''}
            data-testid={`direction-${d}`}
            onClick={() => setDirection(d)}
          >
            {t(d === 'in' ? 'wallet.transferIn' : 'wallet.transferOut')}
          </button>
        ))}
      </div>
      <Field
        label={t('wallet.amount')}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        placeholder={t('wallet.amountPlaceholder')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && void submit()}
        addon={
          <button type="button" className="btn btn-small" onClick={() => setAmount(whole(source))} data-testid="amount-all">
            {t('wallet.all')}
          </button>
        }
      />
      <p className="hint">{t('wallet.wholeHint', { max: whole(source) })}</p>
    </Dialog>
  );
}
