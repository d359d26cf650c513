import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountSchema, CENTER_WALLET, parseInOrder } from '@portal/contracts';
import { useMoneyAction } from '../../api/wallet';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { ruleMessage } from '../../i18n/rule-message';

/** A wallet that money moves to or from; the PC and mobile game wallets have routes of their own (spec §7). */
export interface WalletTarget {
  kind: 'pc' | 'mobile' | 'venue';
  name: string;
  platname: string;
  balance: string | undefined;
}
export type Direction = 'in' | 'out';

const FIXED = {
  pc: { in: '/api/PCGameTransferIn', out: '/api/PCGameTransferOut' },
  mobile: { in: '/api/MobileGameTransferIn', out: '/api/MobileGameTransferOut' },
} as const;

/** The call a transfer makes: 'in' moves money from the central wallet into the game, 'out' back. */
export function transferRequest(target: WalletTarget, direction: Direction, amount: number): { path: string; body: Record<string, unknown> } {
  if (target.kind !== 'venue') return { path: FIXED[target.kind][direction], body: { amount } };
  const [sourcetype, targettype] = direction === 'in' ? [CENTER_WALLET, target.platname] : [target.platname, CENTER_WALLET];
  return { path: '/api/transfer', body: { amount, sourcetype, targettype } };
}

const whole = (balance: string | undefined) => Math.max(0, Math.floor(Number(balance ?? 0)));

interface Props {
  target: WalletTarget;
  central: string | undefined;
  initialDirection?: Direction;
  onClose: () => void;
  /** After any reply: the balances are refreshed whatever the outcome. */
  onSettled: () => void;
}

export function TransferDialog({ target, central, initialDirection = 'in', onClose, onSettled }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useMoneyAction();
  const [direction, setDirection] = useState<Direction>(initialDirection);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const source = direction === 'in' ? central : target.balance;

  const submit = async () => {
    if (inFlight.current) return;
    const checked = parseInOrder(amountSchema, { amount }, ['amount']);
    if (!checked.ok) return toast.error(ruleMessage(checked.key));
    if (source !== undefined && checked.data.amount > Number(source)) return toast.error(ruleMessage('transfer.insufficient'));
    const { path, body } = transferRequest(target, direction, checked.data.amount);
    inFlight.current = true;
    setBusy(true);
    try {
      const reply = await money.send(path, body);
      onSettled();
      if (reply.code !== 200) return toast.error(reply.message);
      toast.success(reply.message);
      onClose();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

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
          <button type="button" className="btn btn-ghost" onClick={onClose}>{t('common.cancel')}</button>
          <button type="button" className="btn btn-gold" disabled={busy} onClick={() => void submit()} data-testid="transfer-submit">
            {busy ? t('wallet.submitting') : t('common.confirm')}
          </button>
        </>
      }
    >
      <div className="transfer-flow" role="group" aria-label={t(direction === 'in' ? 'wallet.flowIn' : 'wallet.flowOut', { name: target.name })}>
        {direction === 'in' ? centralSide : gameSide}
        <span className="transfer-arrow" aria-hidden>➜</span>
        {direction === 'in' ? gameSide : centralSide}
      </div>
      <div className="segmented" role="radiogroup" aria-label={t('wallet.direction')}>
        {(['in', 'out'] as const).map((d) => (
          <button key={d} type="button" role="radio" aria-checked={direction === d} className={direction === d ? 'active' : ''} data-testid={`direction-${d}`} onClick={() => setDirection(d)}>
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
          <button type="button" className="btn btn-small" onClick={() => setAmount(String(whole(source)))} data-testid="amount-all">
            {t('wallet.all')}
          </button>
        }
      />
      <p className="hint">{t('wallet.wholeHint', { max: whole(source) })}</p>
    </Dialog>
  );
}
