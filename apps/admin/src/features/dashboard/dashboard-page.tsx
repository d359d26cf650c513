import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteName } from '@portal/contracts';
import { usePendingCounts } from '../../lib/pending';
import { can, normaliseRole } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Icon, type IconName } from '../../components/icons';
import { PageHead, Stat } from '../../components/ui';
import { useAdminQuery } from '../../lib/hooks';
import { money } from '../../lib/format';
import { compareMoney } from '@portal/contracts';

const TILES: Array<{
  key: 'deposits' | 'withdrawals' | 'adjustments' | 'activity_applications' | 'agent_applications';
  to: string;
  route: RouteName;
  icon: IconName;
  label: string;
}> = [
  { key: 'deposits', to: '/deposits', route: 'deposits.list', icon: 'deposit', label: 'nav.deposits' },
  { key: 'withdrawals', to: '/withdrawals', route: 'withdrawals.list', icon: 'withdraw', label: 'nav.withdrawals' },
  { key: 'adjustments', to: '/adjustments', route: 'adjust.pending', icon: 'adjust', label: 'nav.adjustments' },
  { key: 'activity_applications', to: '/applications', route: 'promotions.applications', icon: 'apply', label: 'nav.applications' },
  { key: 'agent_applications', to: '/agents', route: 'agents.applications', icon: 'agent', label: 'nav.agents' },
];

/** The landing screen: what waits for this role. */
export function DashboardPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const counts = usePendingCounts();
  const role = staff?.role ?? '';
  const tiles = TILES.filter((tile) => can(role, tile.route));
  return (
    <>
      <PageHead title={t('dashboard.hello', { name: staff?.name })}>{t('dashboard.role', { role: t(`roles.${normaliseRole(role)}`) })}</PageHead>
      {can(role, 'reports.today') && <TodayFigures />}
      <h3 className="section-title">{t('dashboard.queues')}</h3>
      <div className="tiles">
        {tiles.map((tile) => (
          <Link key={tile.key} to={tile.to} className="tile" data-testid={`tile-${tile.key}`}>
            <span className="tile-icon">
              <Icon name={tile.icon} size={22} />
            </span>
            <span className="tile-label">{t(tile.label)}</span>
            <strong className="tile-count">{counts?.[tile.key] ?? '—'}</strong>
            <span className="muted small">{t('dashboard.pending')}</span>
            {tile.key === 'withdrawals' && counts && counts.withdrawals_second_approval > 0 && (
              <span className="muted small">{t('dashboard.second', { count: counts.withdrawals_second_approval })}</span>
            )}
          </Link>
        ))}
      </div>
      {tiles.length === 0 && <p className="muted">{t('dashboard.nothing')}</p>}
    </>
  );
}

/** Today's figures (the Beijing day so far), for the roles that may read them; refreshed every minute. */
function TodayFigures() {
  const { t } = useTranslation();
  const today = useAdminQuery('reports.today', undefined, { refetchInterval: 60_000 });
  const d = today.data;
  return (
    <section className="card card-body dashboard-today" data-testid="dashboard-today">
      <h3 className="card-title">{t('dashboard.today', { day: d?.day ?? '' })}</h3>
      <div className="stats stats-wide">
        <Stat label={t('dashboard.deposits')} value={d ? money(d.deposits) : '—'} />
        <Stat label={t('dashboard.withdrawals')} value={d ? money(d.withdrawals) : '—'} />
        <Stat label={t('dashboard.net')} value={d ? money(d.net_cash) : '—'} tone={d && compareMoney(d.net_cash, 0) < 0 ? 'bad' : 'good'} />
        <Stat label={t('dashboard.bonuses')} value={d ? money(d.promotions) : '—'} />
        <Stat label={t('dashboard.newMembers')} value={d?.new_members ?? '—'} />
        <Stat label={t('dashboard.activeMembers')} value={d?.active_members ?? '—'} />
      </div>
    </section>
  );
}
