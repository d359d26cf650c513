import { useTranslation } from 'react-i18next';
import { Pill } from './ui';

/** An order's or application's state: 1 pending, 2 approved, 3 rejected. */
export function StatePill({ state }: { state: number }) {
  const { t } = useTranslation();
  const tone = state === 1 ? 'warn' : state === 2 ? 'good' : state === 3 ? 'bad' : 'neutral';
  return <Pill tone={tone}>{t(`states.${state}`, { defaultValue: String(state) })}</Pill>;
}
