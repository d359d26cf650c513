import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_CHANNEL_WAYS, type ApiReply, type PayChannelWay } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { QueryView } from '../../components/states';
import { Card } from '../../components/ui';

type Channel = ApiReply<'payChannels.list'>[number];
type Draft = Omit<Channel, 'id' | 'updated_at'> & { id?: number };

const blank = (paytype: PayChannelWay): Draft => ({
  paytype,
  name: '',
  mch_id: '',
  pay_url: '',
  qr_image: null,
  qr_url: '',
  enabled: true,
  sort: 0,
});

/** The QR pay ways' channels: each way its own list; a row is saved on its own (audited by the API). */
export function PayChannelsCard() {
  const { t } = useTranslation();
  const channels = useAdminQuery('payChannels.list');
  const [adding, setAdding] = useState<PayChannelWay | null>(null);
  return (
    <Card title={t('payChannels.title')}>
      <p className="muted">{t('payChannels.hint')}</p>
      <QueryView query={channels}>
        {(list) => (
          <div className="stack">
            {PAY_CHANNEL_WAYS.map((way) => {
              const rows = list.filter((c) => c.paytype === way);
              return (
                <section key={way} data-testid={`channels-${way}`}>
                  <h4>{t(`payChannels.ways.${way}`)}</h4>
                  {rows.length === 0 && adding !== way && <p className="muted">{t('payChannels.none')}</p>}
                  {rows.map((c) => (
                    <ChannelRow key={`${c.id}-${c.updated_at}`} initial={c} />
                  ))}
                  {adding === way ? (
                    <ChannelRow initial={blank(way)} onSaved={() => setAdding(null)} />
                  ) : (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAdding(way)} data-testid={`channel-add-${way}`}>
                      + {t('payChannels.add')}
                    </button>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryView>
    </Card>
  );
}

function ChannelRow({ initial, onSaved }: { initial: Draft; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(initial);
  const save = useAdminAction('payChannels.save', { invalidates: ['payChannels.list'], onDone: () => onSaved?.() });
  const upload = useAdminAction('payChannels.upload', { onDone: (img) => setD((x) => ({ ...x, qr_image: img.qr_image, qr_url: img.qr_url })) });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({
      ...(d.id === undefined ? {} : { id: d.id }),
      paytype: d.paytype,
      name: d.name,
      mch_id: d.mch_id,
      pay_url: d.pay_url,
      qr_image: d.qr_image,
      enabled: d.enabled,
      sort: d.sort,
    });
  };
  const id = d.id ?? 'new';
  return (
    <form className="channel-row" onSubmit={submit} data-testid={`channel-${d.paytype}-${id}`}>
      <label className="field">
        <span>{t('payChannels.name')}</span>
        <input value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} aria-label={t('payChannels.name')} />
      </label>
      <label className="field">
        <span>{t('payChannels.mchId')}</span>
        <input value={d.mch_id} onChange={(e) => setD({ ...d, mch_id: e.target.value })} aria-label={t('payChannels.mchId')} />
      </label>
      <label className="field">
        <span>{t('payChannels.payUrl')}</span>
        <input
          value={d.pay_url}
          placeholder="https://"
          onChange={(e) => setD({ ...d, pay_url: e.target.value })}
          aria-label={t('payChannels.payUrl')}
          title={t('payChannels.payUrlHint')}
        />
      </label>
      <label className="field field-narrow">
        <span>{t('payChannels.sort')}</span>
        <input
          type="number"
          min={0}
          max={999}
          value={d.sort}
          onChange={(e) => setD({ ...d, sort: Number(e.target.value) || 0 })}
          aria-label={t('payChannels.sort')}
        />
      </label>
      <label className="switch-row">
        <input type="checkbox" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
        <span>{t('payChannels.enabled')}</span>
      </label>
      <div className="channel-qr">
        {d.qr_url ? <img src={d.qr_url} alt={t('payChannels.qr')} width={64} height={64} data-testid="channel-qr" /> : null}
        <label className="btn btn-ghost btn-sm" title={t('payChannels.uploadHint')}>
          {t('payChannels.upload')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label={t('payChannels.upload')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
        </label>
        {d.qr_image && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setD({ ...d, qr_image: null, qr_url: '' })}>
            {t('payChannels.removeQr')}
          </button>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending || upload.isPending}>
        {t('common.save')}
      </button>
    </form>
  );
}
