import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { QueryView } from '../../components/states';
import { Card, PageHead } from '../../components/ui';
import { RedPacketSwitch, SiteState } from '@portal/contracts';

interface SiteInfo {
  title: string;
  site_state: number;
  repair_tips: string;
  redpacket_switch: number;
}

/** Site information: the title, open / under repair with its notice, and the red-packet switch. */
export default function SitePage() {
  const { t } = useTranslation();
  const info = useAdminQuery<SiteInfo>('/api/app');
  return (
    <>
      <PageHead title={t('nav.site')} />
      <QueryView query={info}>{(data) => <SiteForm key={JSON.stringify(data)} initial={data} />}</QueryView>
    </>
  );
}

function SiteForm({ initial }: { initial: SiteInfo }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<SiteInfo>({ title: initial.title, site_state: Number(initial.site_state), repair_tips: initial.repair_tips, redpacket_switch: Number(initial.redpacket_switch) });
  const save = useAdminAction<Partial<SiteInfo>>('/api/admin/site/update', { invalidates: ['/api/app'] });
  return (
            <Card>
              <form className="form form-wide" onSubmit={(e) => { e.preventDefault(); save.mutate(form); }}>
                <label className="field">
                  <span>{t('site.title')}</span>
                  <input name="title" value={form.title} maxLength={64} onChange={(e) => setForm({ ...form, title: e.target.value })} />
                </label>
                <label className="switch-row">
                  <input type="checkbox" name="site_state" checked={form.site_state === SiteState.open} onChange={(e) => setForm({ ...form, site_state: e.target.checked ? SiteState.open : SiteState.repair })} />
                  <span>{t('site.open')}</span>
                  <small className="muted">{t('site.openHint')}</small>
                </label>
                <label className="field">
                  <span>{t('site.repairTips')}</span>
                  <textarea name="repair_tips" rows={3} maxLength={500} value={form.repair_tips} onChange={(e) => setForm({ ...form, repair_tips: e.target.value })} />
                </label>
                <label className="switch-row">
                  <input type="checkbox" name="redpacket_switch" checked={form.redpacket_switch === RedPacketSwitch.on} onChange={(e) => setForm({ ...form, redpacket_switch: e.target.checked ? RedPacketSwitch.on : RedPacketSwitch.off })} />
                  <span>{t('site.redpacket')}</span>
                </label>
                <div className="form-actions">
                  <button type="submit" className="btn btn-primary" disabled={save.isPending}>{t('common.save')}</button>
                </div>
              </form>
            </Card>
  );
}
