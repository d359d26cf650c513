import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readContentOverrides, LOCALES, PromotionBonusKind, type ApiInput, type Locale } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { when } from '../../lib/format';
import { Card, PageHead, Pill, Tabs } from '../../components/ui';
import { Modal } from '../../components/overlay';
import { Table, type Column } from '../../components/table';

type Kind = 'notices' | 'banners' | 'activities';
type Texts = Partial<Record<'title' | 'content' | 'memo', string>>;
/** The editor's form: any kind's row as its list route gives it (the zh_CN base columns plus per-locale overrides), or a blank one. */
interface ContentRow {
  id?: number;
  title: string;
  content?: string;
  memo?: string;
  image?: string;
  banner?: string;
  link?: string;
  type?: number;
  type_id?: number;
  is_home?: boolean;
  sort: number;
  enabled: boolean;
  i18n: Partial<Record<Locale, Texts>>;
  created_at?: string;
  /** A promotion's bonus, paid when an application is approved (none, a fixed amount, a percent of the qualifying deposit). */
  bonus_kind?: PromotionBonusKind;
  bonus_value?: string;
  bonus_cap?: string;
  bonus_turnover?: string;
  stackable?: boolean;
  /** Who last set the money settings (finance or super), and when. */
  money_set_by?: string | null;
  money_set_at?: string | null;
}

/** Per kind: the translated fields and the others the editor shows. */
const KINDS: Record<
  Kind,
  { texts: Array<'title' | 'content' | 'memo'>; extra: Array<'image' | 'banner' | 'link' | 'type' | 'type_id' | 'is_home'>; blank: ContentRow }
> = {
  notices: { texts: ['title', 'content'], extra: ['is_home'], blank: { title: '', content: '', is_home: false, sort: 0, enabled: true, i18n: {} } },
  banners: { texts: ['title'], extra: ['image', 'link', 'type'], blank: { title: '', image: '', link: '', type: 1, sort: 0, enabled: true, i18n: {} } },
  activities: {
    texts: ['title', 'content', 'memo'],
    extra: ['type_id', 'banner'],
    blank: {
      title: '',
      content: '',
      memo: '',
      banner: '',
      type_id: 1,
      sort: 0,
      enabled: true,
      i18n: {},
    },
  },
};
/** Each kind's routes in the API table. */
const LIST = { notices: 'notices.list', banners: 'banners.list', activities: 'promotions.list' } as const;
const SAVE = { notices: 'notices.save', banners: 'banners.save', activities: 'promotions.save' } as const;
const DELETE = { notices: 'notices.delete', banners: 'banners.delete', activities: 'promotions.delete' } as const;

/**
 * The save route's input from the form: the kind's own fields, and the overrides without zh_CN (the
 * base is the columns). A promotion's save carries its texts and pictures only: its money settings
 * have their own route, finance's (MoneySettings).
 */
function saveInput(kind: Kind, f: ContentRow): ApiInput<(typeof SAVE)[Kind]> {
  const { zh_TW, en_US, kr, jp, th } = f.i18n;
  const common = { id: f.id, title: f.title, sort: f.sort, enabled: f.enabled, i18n: { zh_TW, en_US, kr, jp, th } };
  if (kind === 'notices') return { ...common, content: f.content ?? '', is_home: !!f.is_home };
  if (kind === 'banners') return { ...common, image: f.image ?? '', link: f.link ?? '', type: f.type ?? 1 };
  return {
    ...common,
    content: f.content ?? '',
    memo: f.memo ?? '',
    banner: f.banner ?? '',
    type_id: f.type_id ?? 1,
  };
}

/** The Chinese base first, then the overrides. */
const EDIT_ORDER: Locale[] = ['zh_CN', ...LOCALES.filter((l) => l !== 'zh_CN')];
const LANG_NAMES: Record<Locale, string> = { zh_CN: '简体中文', zh_TW: '繁體中文', en_US: 'English', kr: '한국어', jp: '日本語', th: 'ไทย' };

/**
 * Banners, notices and activities: list, edit in six languages with a preview, publish or hide,
 * delete. Finance see the promotions only, to set their money settings.
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const kinds = (['notices', 'banners', 'activities'] as const).filter((k) => can(role, LIST[k]));
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'activities');
  const mayWrite = can(role, SAVE[kind]);
  const [editing, setEditing] = useState<ContentRow | null>(null);
  const list = useAdminQuery(LIST[kind]);
  const rows: ContentRow[] | undefined = list.data?.map((r) => ({ ...r, i18n: readContentOverrides(r.i18n) }));
  const remove = useAdminAction(DELETE[kind], { invalidates: [LIST[kind]] });
  const columns: Column<ContentRow>[] = [
    { key: 'id', title: 'ID', render: (r) => r.id },
    { key: 'title', title: t('content.titleField'), render: (r) => <strong>{r.title}</strong> },
    {
      key: 'langs',
      title: t('content.languages'),
      render: (r) => <span className="muted">{1 + Object.keys(r.i18n ?? {}).filter((l) => l !== 'zh_CN').length}/6</span>,
    },
    ...(kind === 'notices'
      ? [{ key: 'home', title: t('content.isHome'), render: (r: ContentRow) => (r.is_home ? <Pill tone="info">{t('content.home')}</Pill> : '—') }]
      : []),
    { key: 'sort', title: t('content.sort'), align: 'right', render: (r) => r.sort },
    {
      key: 'enabled',
      title: t('queues.state'),
      render: (r) => (r.enabled ? <Pill tone="good">{t('content.published')}</Pill> : <Pill>{t('content.hidden')}</Pill>),
    },
    { key: 'at', title: t('queues.createdAt'), render: (r) => when(r.created_at) },
    {
      key: 'del',
      title: '',
      align: 'right',
      render: (r) =>
        r.id !== undefined &&
        can(role, DELETE[kind]) && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={(e) => {
              e.stopPropagation();
              if (confirm(t('common.confirmDelete'))) remove.mutate({ id: r.id! });
            }}
          >
            {t('common.delete')}
          </button>
        ),
    },
  ];
  return (
    <>
      <PageHead
        title={t('nav.content')}
        actions={
          mayWrite && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing(structuredClone(KINDS[kind].blank))}>
              + {t(`content.new.${kind}`)}
            </button>
          )
        }
      />
      <Card>
        <Tabs tabs={kinds.map((k) => ({ key: k, label: t(`content.kinds.${k}`) }))} active={kind} onChange={setKind} />
        <Table
          testId="content-table"
          columns={columns}
          rows={rows}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(r) => r.id ?? 0}
          onRow={(r) => setEditing(structuredClone(r))}
        />
      </Card>
      {editing && <Editor kind={kind} row={editing} mayWrite={mayWrite} onClose={() => setEditing(null)} />}
    </>
  );
}

/** `mayWrite`: the texts may be saved (operations, super); finance open a promotion for its money settings only. */
function Editor({ kind, row, mayWrite, onClose }: { kind: Kind; row: ContentRow; mayWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(row);
  const [lang, setLang] = useState<Locale>('zh_CN');
  const save = useAdminAction(SAVE[kind], { invalidates: [LIST[kind]], onDone: onClose });
  const { texts, extra } = KINDS[kind];
  const textOf = (field: 'title' | 'content' | 'memo', l: Locale) => (l === 'zh_CN' ? (form[field] ?? '') : (form.i18n[l]?.[field] ?? ''));
  const setText = (field: 'title' | 'content' | 'memo', value: string) => {
    if (lang === 'zh_CN') setForm({ ...form, [field]: value });
    else setForm({ ...form, i18n: { ...form.i18n, [lang]: { ...form.i18n[lang], [field]: value } } });
  };
  /** What a reader in `lang` sees: the override, else the Chinese base (as the API's localize does). */
  const shown = (field: 'title' | 'content' | 'memo') => textOf(field, lang) || textOf(field, 'zh_CN');
  return (
    <Modal title={form.id ? `${t('common.edit')} #${form.id}` : t(`content.new.${kind}`)} onClose={onClose}>
      <form
        className="form editor"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(saveInput(kind, form));
        }}
      >
        <div className="lang-tabs" role="tablist">
          {EDIT_ORDER.map((l) => (
            <button key={l} type="button" role="tab" aria-selected={lang === l} className={lang === l ? 'tab active' : 'tab'} onClick={() => setLang(l)}>
              {LANG_NAMES[l]}
              {l !== 'zh_CN' && texts.some((f) => form.i18n[l]?.[f]) && <span className="dot-ok" aria-hidden />}
            </button>
          ))}
        </div>
        <div className="editor-cols">
          <div className="stack">
            {lang !== 'zh_CN' && <p className="muted small">{t('content.fallbackHint')}</p>}
            {texts.map((f) => (
              <label key={f} className="field">
                <span>{t(`content.fields.${f}`)}</span>
                {f === 'title' ? (
                  <input
                    name={f}
                    value={textOf(f, lang)}
                    placeholder={lang !== 'zh_CN' ? textOf(f, 'zh_CN') : undefined}
                    maxLength={200}
                    onChange={(e) => setText(f, e.target.value)}
                    required={lang === 'zh_CN'}
                  />
                ) : (
                  <textarea
                    name={f}
                    rows={f === 'content' ? 6 : 2}
                    value={textOf(f, lang)}
                    placeholder={lang !== 'zh_CN' ? textOf(f, 'zh_CN') : undefined}
                    onChange={(e) => setText(f, e.target.value)}
                    required={lang === 'zh_CN' && f === 'content'}
                  />
                )}
              </label>
            ))}
            {extra.map((f) =>
              f === 'is_home' ? (
                <label key={f} className="switch-row">
                  <input type="checkbox" name="is_home" checked={!!form.is_home} onChange={(e) => setForm({ ...form, is_home: e.target.checked })} />
                  <span>{t('content.isHome')}</span>
                </label>
              ) : (
                <label key={f} className="field">
                  <span>{t(`content.fields.${f}`)}</span>
                  <input
                    name={f}
                    value={String(form[f] ?? '')}
                    onChange={(e) => setForm({ ...form, [f]: f === 'type' || f === 'type_id' ? Number(e.target.value) || 0 : e.target.value })}
                  />
                </label>
              ),
            )}
            {kind === 'activities' && <MoneySettings row={form} />}
            <div className="pair">
              <label className="field">
                <span>{t('content.sort')}</span>
                <input type="number" name="sort" value={form.sort} onChange={(e) => setForm({ ...form, sort: Number(e.target.value) || 0 })} />
              </label>
              <label className="switch-row">
                <input type="checkbox" name="enabled" checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.target.checked })} />
                <span>{t('content.published')}</span>
              </label>
            </div>
          </div>
          <div className="preview" data-testid="preview">
            <div className="preview-label">
              {t('content.preview')} · {LANG_NAMES[lang]}
            </div>
            {kind === 'banners' ? (
              <div className="preview-banner">
                {form.image ? <img src={form.image} alt="" /> : <div className="preview-img-empty" />}
                <span>{shown('title')}</span>
              </div>
            ) : kind === 'notices' && form.is_home ? (
              <div className="preview-marquee">
                <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                  <path d="M3 10v4h4l6 5V5L7 10zM16 9a4 4 0 0 1 0 6" />
                </svg>{' '}
                {shown('content')}
              </div>
            ) : null}
            {kind !== 'banners' && (
              <article className="preview-article">
                <h3>{shown('title')}</h3>
                <p className="pre">{shown('content')}</p>
                {kind === 'activities' && shown('memo') && <p className="muted">{shown('memo')}</p>}
              </article>
            )}
          </div>
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          {mayWrite && (
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t('common.save')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

/**
 * A promotion's money settings: what approving an application pays (content/rules.ts
 * promotionBonus in contracts) and whether it may pay on a deposit another bonus used. Finance and
 * super staff set them on their own route (audited with the old and new values); operations see
 * them, and who set them last.
 */
function MoneySettings({ row }: { row: ContentRow }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const [form, setForm] = useState({
    bonus_kind: row.bonus_kind ?? PromotionBonusKind.none,
    bonus_value: row.bonus_value ?? '',
    bonus_cap: row.bonus_cap ?? '',
    bonus_turnover: row.bonus_turnover ?? '',
    stackable: !!row.stackable,
  });
  const [setBy, setSetBy] = useState({ name: row.money_set_by ?? null, at: row.money_set_at ?? null });
  const save = useAdminAction('promotions.money', {
    invalidates: ['promotions.list'],
    onDone: (saved) => setSetBy({ name: saved.money_set_by, at: saved.money_set_at }),
  });
  const mayEdit = can(staff?.role ?? '', 'promotions.money') && row.id !== undefined;
  const kind = form.bonus_kind;
  const money = (field: 'bonus_value' | 'bonus_cap' | 'bonus_turnover', label: string, placeholder?: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        name={field}
        inputMode="decimal"
        value={form[field]}
        placeholder={placeholder}
        disabled={!mayEdit}
        onChange={(e) => setForm({ ...form, [field]: e.target.value.trim() })}
      />
    </label>
  );
  return (
    <fieldset className="fieldset" data-testid="bonus-fields">
      <legend>{t('bonus.title')}</legend>
      <label className="field">
        <span>{t('bonus.kind')}</span>
        <select name="bonus_kind" value={kind} disabled={!mayEdit} onChange={(e) => setForm({ ...form, bonus_kind: e.target.value as PromotionBonusKind })}>
          {Object.values(PromotionBonusKind).map((k) => (
            <option key={k} value={k}>
              {t(`bonus.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind !== PromotionBonusKind.none && (
        <>
          <div className="pair">
            {money('bonus_value', t(kind === PromotionBonusKind.percent ? 'bonus.percent' : 'bonus.amount'), '0')}
            {money('bonus_cap', t('bonus.cap'), t(kind === PromotionBonusKind.percent ? 'bonus.capRequired' : 'bonus.noCap'))}
          </div>
          {money('bonus_turnover', t('bonus.turnover'), '1')}
          <label className="switch-row">
            <input
              type="checkbox"
              name="stackable"
              checked={form.stackable}
              disabled={!mayEdit}
              onChange={(e) => setForm({ ...form, stackable: e.target.checked })}
            />
            <span>{t('bonus.stackable')}</span>
          </label>
          <p className="muted small">{t('bonus.hint')}</p>
        </>
      )}
      <p className="muted small" data-testid="bonus-set-by">
        {setBy.name ? t('bonus.setBy', { name: setBy.name, at: when(setBy.at) }) : t('bonus.neverSet')}
      </p>
      {mayEdit ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid="bonus-save"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({
              id: row.id!,
              bonus_kind: form.bonus_kind,
              bonus_value: form.bonus_value || '0',
              bonus_cap: form.bonus_cap,
              bonus_turnover: form.bonus_turnover || '0',
              stackable: form.stackable,
            })
          }
        >
          {t('bonus.save')}
        </button>
      ) : (
        <p className="muted small" data-testid="bonus-finance-only">
          {t(row.id === undefined ? 'bonus.saveFirst' : 'bonus.financeOnly')}
        </p>
      )}
    </fieldset>
  );
}
