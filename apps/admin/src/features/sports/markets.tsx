import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketKindKey } from '@portal/contracts';
import { useAdminAction } from '../../lib/hooks';
import { money } from '../../lib/format';
import { Pill } from '../../components/ui';
import { Refusal } from './confirm';
import { OFFER_TONE, codesOf, hasLine, kindsOf, marketLabel, outcomeLabel, SPORTS_READS, type DeskEvent } from './labels';

type DeskMarket = DeskEvent['markets'][number];

/** A market: its selections and odds (edited in place), its state, exposure against its cap, in play, suspension. */
export function MarketCard({ event, market: m, editable }: { event: DeskEvent; market: DeskMarket; editable: boolean }) {
  const { t } = useTranslation();
  const [odds, setOdds] = useState<Record<number, string> | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const saveOdds = useAdminAction('sports.odds', { invalidates: SPORTS_READS, onDone: () => setOdds(null) });
  const suspend = useAdminAction('sports.suspend', { invalidates: SPORTS_READS });
  const open = m.status === 'open' || m.status === 'suspended';
  const label = marketLabel(t, m.kind, m.line);
  return (
    <div className="market" data-testid={`market-${m.id}`} aria-label={label} role="group">
      <header className="market-head">
        <strong>{label}</strong>
        <span className="row-actions">
          <Pill tone={OFFER_TONE[m.status]}>{t(`sports.offer.${m.status}`)}</Pill>
          {m.in_play && <Pill tone="info">{t('sports.inPlayBadge')}</Pill>}
          {m.stale && <Pill tone="warn">{t('sports.stale')}</Pill>}
        </span>
      </header>
      <div className="muted market-figures">
        {t('sports.exposure')} <span className="mono">{money(m.exposure)}</span> / {t('sports.cap')}{' '}
        <span className="mono">{m.liability_cap === null ? t('sports.noCap') : money(m.liability_cap)}</span>
      </div>
      <form
        aria-label={t('sports.editOdds')}
        onSubmit={(e) => {
          e.preventDefault();
          if (odds) saveOdds.mutate({ market_id: m.id, outcomes: m.outcomes.map((o) => ({ id: o.id, odds: odds[o.id] ?? o.odds })) });
        }}
      >
        <div className="table-wrap">
          <table className="table table-compact">
            <thead>
              <tr>
                <th>{t('sports.outcome')}</th>
                <th className="al-right">{t('sports.odds')}</th>
                <th className="al-right">{t('sports.oddsHk')}</th>
                <th>{t('sports.status')}</th>
              </tr>
            </thead>
            <tbody>
              {m.outcomes.map((o) => (
                <tr key={o.id}>
                  <td>{outcomeLabel(t, o.code)}</td>
                  <td className="al-right mono">
                    {odds ? (
                      <input
                        className="input-sm"
                        name={`odds-${o.code}`}
                        aria-label={`${t('sports.odds')} ${outcomeLabel(t, o.code)}`}
                        inputMode="decimal"
                        value={odds[o.id] ?? o.odds}
                        onChange={(e) => setOdds((v) => ({ ...v, [o.id]: e.target.value.trim() }))}
                      />
                    ) : (
                      <span data-testid={`odds-${o.code}`}>{o.odds}</span>
                    )}
                  </td>
                  <td className="al-right mono">{o.odds_hk}</td>
                  <td>
                    {o.result ? (
                      <Pill tone={o.result.includes('win') ? 'good' : 'neutral'}>{t(`sports.results.${o.result}`)}</Pill>
                    ) : (
                      t(`sports.offer.${o.status}`)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {odds && <p className="muted">{t('sports.oddsHint')}</p>}
        <Refusal error={saveOdds.error ?? suspend.error} />
        {editable && open && (
          <div className="row-actions market-actions">
            {odds ? (
              <>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOdds(null)}>
                  {t('common.cancel')}
                </button>
                <button type="submit" className="btn btn-primary btn-sm" disabled={saveOdds.isPending}>
                  {t('sports.saveOdds')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOdds({})}>
                  {t('sports.editOdds')}
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSettingsOpen((v) => !v)}>
                  {t('sports.editMarket')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={suspend.isPending}
                  onClick={() => suspend.mutate({ scope: 'market', id: m.id, suspended: !m.suspended })}
                >
                  {m.suspended ? t('sports.resume') : t('sports.suspend')}
                </button>
              </>
            )}
          </div>
        )}
      </form>
      {settingsOpen && <MarketSettings event={event} market={m} onDone={() => setSettingsOpen(false)} />}
    </div>
  );
}

/** A market's in-play offer and liability cap (its selections and line stay as made). */
function MarketSettings({ event, market: m, onDone }: { event: DeskEvent; market: DeskMarket; onDone: () => void }) {
  const { t } = useTranslation();
  const [inPlay, setInPlay] = useState(m.in_play);
  const [cap, setCap] = useState(m.liability_cap ?? '');
  const save = useAdminAction('sports.marketSave', { invalidates: SPORTS_READS, onDone });
  return (
    <form
      className="form market-form"
      aria-label={t('sports.editMarket')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          id: m.id,
          event_id: event.id,
          kind: m.kind,
          ...(m.line !== null && hasLine(m.kind) ? { line: m.line } : {}),
          in_play: inPlay,
          liability_cap: cap.trim() === '' ? null : cap.trim(),
          outcomes: m.outcomes.map((o) => ({ code: o.code, odds: o.odds })),
        });
      }}
    >
      <label className="switch-row">
        <input type="checkbox" name="in_play" checked={inPlay} onChange={(e) => setInPlay(e.target.checked)} />
        {t('sports.inPlay')}
      </label>
      <label className="field">
        <span>{t('sports.cap')}</span>
        <input name="liability_cap" inputMode="decimal" value={cap} onChange={(e) => setCap(e.target.value)} />
        <small className="muted">{t('sports.capHint')}</small>
      </label>
      <Refusal error={save.error} />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** A new market: its kind (those of the event's sport), its line, in play, its cap, and each selection's opening odds. */
export function NewMarketForm({ event, onDone }: { event: DeskEvent; onDone: () => void }) {
  const { t } = useTranslation();
  const kinds = kindsOf(event.sport);
  const [kind, setKind] = useState<MarketKindKey>(kinds[0]!);
  const [line, setLine] = useState('');
  const [inPlay, setInPlay] = useState(false);
  const [cap, setCap] = useState('');
  const [outcomes, setOutcomes] = useState(() => codesOf(kinds[0]!).map((code) => ({ code, odds: '' })));
  const save = useAdminAction('sports.marketSave', { invalidates: SPORTS_READS, onDone });
  const pickKind = (k: MarketKindKey) => {
    setKind(k);
    setOutcomes(codesOf(k).map((code) => ({ code, odds: '' })));
  };
  const setOutcome = (i: number, patch: Partial<{ code: string; odds: string }>) =>
    setOutcomes((list) => list.map((o, j) => (i === j ? { ...o, ...patch } : o)));
  return (
    <form
      className="form market-form"
      aria-label={t('sports.addMarket')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          event_id: event.id,
          kind,
          ...(hasLine(kind) ? { line: line.trim() } : {}),
          in_play: inPlay,
          ...(cap.trim() !== '' ? { liability_cap: cap.trim() } : {}),
          outcomes: outcomes.map((o) => ({ code: o.code.trim(), odds: o.odds.trim() })),
        });
      }}
    >
      <h3 className="section-title">{t('sports.addMarket')}</h3>
      <div className="form-grid">
        <label className="field">
          <span>{t('sports.kind')}</span>
          <select name="kind" value={kind} onChange={(e) => pickKind(e.target.value as MarketKindKey)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`sports.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {hasLine(kind) && (
          <label className="field">
            <span>{t('sports.line')}</span>
            <input name="line" inputMode="decimal" required value={line} onChange={(e) => setLine(e.target.value)} />
            <small className="muted">{t('sports.lineHint')}</small>
          </label>
        )}
        <label className="field">
          <span>{t('sports.cap')}</span>
          <input name="liability_cap" inputMode="decimal" value={cap} onChange={(e) => setCap(e.target.value)} />
          <small className="muted">{t('sports.capHint')}</small>
        </label>
        <label className="switch-row">
          <input type="checkbox" name="in_play" checked={inPlay} onChange={(e) => setInPlay(e.target.checked)} />
          {t('sports.inPlay')}
        </label>
      </div>
      <div className="form-grid">
        {outcomes.map((o, i) => (
          <label className="field" key={i}>
            <span>
              {kind === 'cs' && o.code !== 'other' ? (
                <input
                  className="input-sm"
                  name={`code-${i}`}
                  aria-label={t('sports.code')}
                  value={o.code}
                  maxLength={7}
                  onChange={(e) => setOutcome(i, { code: e.target.value })}
                />
              ) : (
                `${t('sports.odds')} · ${outcomeLabel(t, o.code)}`
              )}
            </span>
            <input
              name={`new-odds-${o.code}`}
              aria-label={`${t('sports.odds')} ${outcomeLabel(t, o.code)}`}
              inputMode="decimal"
              required
              value={o.odds}
              onChange={(e) => setOutcome(i, { odds: e.target.value })}
            />
          </label>
        ))}
      </div>
      {kind === 'cs' && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => setOutcomes((list) => [...list.slice(0, -1), { code: '', odds: '' }, list[list.length - 1]!])}
        >
          + {t('sports.addOutcome')}
        </button>
      )}
      <p className="muted">{t('sports.oddsHint')}</p>
      <Refusal error={save.error} />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
