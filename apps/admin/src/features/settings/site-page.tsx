import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiInput, ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { QueryView } from '../../components/states';
import { Card, PageHead } from '../../components/ui';
import { RedPacketSwitch, SiteState } from '@portal/contracts';

/** The form: the fields the update route takes, each present (switches as 0 / 1). */
type SiteFields = {
  title: string;
  repair_tips: string;
  site_state: 0 | 1;
  redpacket_switch: 0 | 1;
  titles: Record<TitleLocale, string>;
} & ApiInput<'site.update'>;
/** The languages whose title may differ from the zh_CN one (`title`); empty: the zh_CN title. */
const TITLE_LOCALES = ['zh_TW', 'en_US', 'kr', 'jp', 'th'] as const;
type TitleLocale = (typeof TITLE_LOCALES)[number];
const flag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

/** Site information: the title, open / under repair with its notice, and the red-packet switch. */
export default function SitePage() {
  const { t } = useTranslation();
  const info = useAdminQuery('site.app');
  return (
    <>
      <PageHead title={t('nav.site')} />
      <QueryView query={info}>{(data) => <SiteForm key={JSON.stringify(data)} initial={data} />}</QueryView>
    </>
  );
}

function SiteForm({ initial }: { initial: ApiReply<'site.app'> }) {
  const { t } = useTranslation();
  // `title` of the reply is in the reader's language: the zh_CN one is the base the form edits.
  const base = initial.titles?.zh_CN ?? initial.title;
  const [form, setForm] = useState<SiteFields>({
    title: base,
    titles: Object.fromEntries(TITLE_LOCALES.map((l) => [l, initial.titles?.[l] && initial.titles[l] !== base ? initial.titles[l] : ''])) as Record<
      TitleLocale,
      string
    >,
    site_state: flag(initial.site_state),
    repair_tips: initial.repair_tips,
    redpacket_switch: flag(initial.redpacket_switch),
  });
  const save = useAdminAction('site.update', { invalidates: ['site.app'] });
  return (
    <Card>
      <form
        className="form form-wide"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(form);
        }}
      >
        <label className="field">
          <span>{t('site.title')}</span>
          <input name="title" value={form.title} maxLength={64} onChange={(e) => setForm({ ...form, title: e.target.value })} />
        </label>
        <fieldset className="field title-locales">
          <legend>{t('site.titles')}</legend>
          <small className="muted">{t('site.titlesHint')}</small>
          {TITLE_LOCALES.map((l) => (
            <label key={l} className="title-locale">
              <span className="mono">{l}</span>
              <input
                name={`title-${l}`}
                value={form.titles[l]}
                maxLength={64}
                placeholder={form.title}
                onChange={(e) => setForm({ ...form, titles: { ...form.titles, [l]: e.target.value } })}
              />
            </label>
          ))}
        </fieldset>
        <label className="switch-row">
          <input
            type="checkbox"
            name="site_state"
            checked={form.site_state === SiteState.open}
            onChange={(e) => setForm({ ...form, site_state: e.target.checked ? SiteState.open : SiteState.repair })}
          />
          <span>{t('site.open')}</span>
          <small className="muted">{t('site.openHint')}</small>
        </label>
        <label className="field">
          <span>{t('site.repairTips')}</span>
          <textarea name="repair_tips" rows={3} maxLength={500} value={form.repair_tips} onChange={(e) => setForm({ ...form, repair_tips: e.target.value })} />
        </label>
        <label className="switch-row">
          <input
            type="checkbox"
            name="redpacket_switch"
            checked={form.redpacket_switch === RedPacketSwitch.on}
            onChange={(e) => setForm({ ...form, redpacket_switch: e.target.checked ? RedPacketSwitch.on : RedPacketSwitch.off })}
          />
          <span>{t('site.redpacket')}</span>
        </label>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Card>
  );
}
