import { useTranslation } from 'react-i18next';
import { useResponsible } from './api/get-responsible';
import { BlockSection } from './components/block-section';
import { LimitsSection } from './components/limits-section';
import { RealitySection } from './components/reality-section';
import '../../styles/responsible.css';

/** Responsible gaming (/mine/responsible): limits, pending changes, history, reality checks, time-out and self-exclusion. */
export default function ResponsiblePage() {
  const { t } = useTranslation();
  const state = useResponsible();
  return (
    <div className="panel rg-page" data-testid="responsible-page">
      <h2 className="panel-title">{t('responsible.title')}</h2>
      <p className="panel-sub">{t('responsible.intro')}</p>
      <LimitsSection state={state.data} loading={state.isPending} error={state.isError} onRetry={() => void state.refetch()} />
      <RealitySection />
      <BlockSection block={state.data?.block} />
    </div>
  );
}
