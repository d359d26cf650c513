import { useTranslation } from 'react-i18next';
import { Pill } from './ui';
import { OrderState } from '@portal/contracts';

/** An order's or application's state (OrderState, AgentApplicationState and ApplyState share 1 pending, 2 approved, 3 rejected). */
export function StatePill({ state }: { state: number }) {
  const { t } = useTranslation();
  const tone = state === OrderState.pending ? 'warn' : state === OrderState.approved ? 'good' : state === OrderState.rejected ? 'bad' : 'neutral';
  return <Pill tone={tone}>{t(`states.${state}`, { defaultValue: String(state) })}</Pill>;
}
