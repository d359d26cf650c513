import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '@portal/contracts';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSetReality } from '../api/change-responsible';
import { useReality } from '../api/get-responsible';

/** The reality check's interval: off, 15, 30 or 60 minutes (60 until the member chooses). */
export function RealitySection() {
  const { t } = useTranslation();
  const reality = useReality();
  const [chosen, setChosen] = useState<number | null>(null);
  const submit = useFormSubmit(useSetReality());
  const minutes = chosen ?? reality.data?.minutes;
  return (
    <section className="rg-section" data-testid="rg-reality">
      <h3>{t('responsible.reality')}</h3>
      <p className="hint">{t('responsible.realityHint')}</p>
      <form
        className="rg-form rg-inline"
        onSubmit={(e) => {
          e.preventDefault();
          if (minutes !== undefined) void submit({ minutes });
        }}
      >
        <label className="field">
          <span className="field-label">{t('responsible.reality')}</span>
          <span className="field-box">
            <select
              className="field-select"
              name="reality"
              aria-label={t('responsible.reality')}
              value={minutes ?? ''}
              disabled={minutes === undefined}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m === 0 ? t('responsible.off') : t('responsible.every', { n: m })}
                </option>
              ))}
            </select>
          </span>
        </label>
        <button type="submit" className="btn btn-gold" data-testid="rg-reality-save">
          {t('responsible.realitySave')}
        </button>
      </form>
    </section>
  );
}
