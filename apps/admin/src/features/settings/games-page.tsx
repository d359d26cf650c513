import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { Card, PageHead, Pill } from '../../components/ui';
import { Table } from '../../components/table';

/** Game platforms: enable or disable one (a disabled platform's games leave the lobby and cannot be launched). */
export default function GamesPage() {
  const { t } = useTranslation();
  const list = useAdminQuery('games.platforms');
  const toggle = useAdminAction('games.platformsUpdate', { invalidates: ['games.platforms'] });
  return (
    <>
      <PageHead title={t('nav.games')} />
      <Card>
        <Table
          rows={list.data}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(p) => p.platname}
          columns={[
            {
              key: 'plat',
              title: t('members.platform'),
              render: (p) => (
                <>
                  <strong>{p.name}</strong> <span className="muted mono">{p.platname}</span>
                </>
              ),
            },
            { key: 'adapter', title: t('games.adapter'), render: (p) => p.adapter },
            { key: 'games', title: t('games.count'), align: 'right', render: (p) => p.games },
            {
              key: 'state',
              title: t('queues.state'),
              render: (p) => (p.enabled ? <Pill tone="good">{t('games.enabled')}</Pill> : <Pill tone="bad">{t('games.disabled')}</Pill>),
            },
            {
              key: 'act',
              title: '',
              align: 'right',
              render: (p) => (
                <button
                  type="button"
                  className={p.enabled ? 'btn btn-ghost btn-sm' : 'btn btn-primary btn-sm'}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ platname: p.platname, enabled: !p.enabled })}
                >
                  {p.enabled ? t('games.disable') : t('games.enable')}
                </button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
