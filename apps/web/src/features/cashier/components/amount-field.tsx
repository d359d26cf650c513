import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { inRange, type Range } from '../rules';

const QUICK = ['100', '500', '1000', '5000', '10000'];

interface Props {
  value: string;
  onChange: (value: string) => void;
  range: Range | undefined;
  label?: string;
  /** Extra line under the field (the USDT estimate). */
  note?: React.ReactNode;
}

/** The deposit amount: the method's range as placeholder and hint, and quick amounts inside it. */
export function AmountField({ value, onChange, range, label, note }: Props) {
  const { t } = useTranslation();
  const quick = range ? QUICK.filter((q) => inRange(q, range)) : [];
  return (
    <div className="amount-field">
      <Field
        label={label ?? t('cashier.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={13}
        placeholder={range ? t('cashier.amountRange', { min: range.min, max: range.max }) : t('cashier.amountPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        addon={<span className="field-unit">CNY</span>}
      />
      {quick.length > 0 && (
        <div className="quick-amounts" role="group" aria-label={t('cashier.quickAmounts')}>
          {quick.map((q) => (
            <button key={q} type="button" className={`chip${q === value ? ' active' : ''}`} onClick={() => onChange(q)}>
              {q}
            </button>
          ))}
        </div>
      )}
      {note}
    </div>
  );
}
