import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { PageHead, Tabs } from '../../components/ui';
import { Confirm } from './confirm';
import { SPORTS_READS } from './labels';
import { EventsTab } from './events-tab';
import { ResettlesTab } from './resettles-tab';
import { LiabilityTab } from './liability-tab';
import { BetsTab } from './bets-tab';
import { PnlTab } from './pnl-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['events', 'resettles', 'liability', 'bets', 'pnl', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * 体育投注 / Sportsbook: the desk of the house book. Events with their markets and odds, results
 * and cancellations, corrected results (asked by the trading desk, approved by a second person),
 * liability, bet search, profit and loss, and the book's settings. Buttons show by the route
 * table's roles; the API checks them again and audits every change.
 */
export default function SportsPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'events';
  const settings = useAdminQuery('sports.settings');
  const halted = settings.data?.halted ?? false;
  const [asking, setAsking] = useState(false);
  const haltAll = useAdminAction('sports.suspend', { invalidates: SPORTS_READS, onDone: () => setAsking(false) });
  return (
    <>
      <PageHead
        title={t('sports.title')}
        actions={
          can(role, 'sports.suspend') &&
          settings.data && (
            <button type="button" className={halted ? 'btn btn-primary' : 'btn btn-danger'} onClick={() => setAsking(true)} data-testid="halt-all">
              {halted ? t('sports.resumeAll') : t('sports.haltAll')}
            </button>
          )
        }
      >
        {t('sports.hint')}
      </PageHead>
      {halted && (
        <p className="form-error" role="status" data-testid="book-halted">
          {t('sports.halted')}
        </p>
      )}
      <Tabs
        tabs={TABS.map((key) => ({ key, label: t(`sports.tabs.${key}`) }))}
        active={tab}
        onChange={(key) => setParams(key === 'events' ? {} : { tab: key }, { replace: true })}
      />
      <div className="sports-tab">
        {tab === 'events' && <EventsTab />}
        {tab === 'resettles' && <ResettlesTab />}
        {tab === 'liability' && <LiabilityTab />}
        {tab === 'bets' && <BetsTab />}
        {tab === 'pnl' && <PnlTab />}
        {tab === 'settings' && <SettingsTab />}
      </div>
      {asking && (
        <Confirm
          title={halted ? t('sports.resumeAll') : t('sports.haltAll')}
          busy={haltAll.isPending}
          error={haltAll.error?.message}
          onClose={() => setAsking(false)}
          onConfirm={() => haltAll.mutate({ scope: 'all', suspended: !halted })}
        >
          {halted ? t('sports.resumeConfirm') : t('sports.haltConfirm')}
        </Confirm>
      )}
    </>
  );
}
