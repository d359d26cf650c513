import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  APPLY_AGENT_ORDER,
  APPLY_INFO_MAX,
  AgentApplicationState,
  applyAgentSchema,
  parseInOrder,
  type AgentApplicationReply,
  type ApplyAgentInput,
} from '@portal/contracts';
import { Field } from '../../components/field';
import { LoadError, Spinner } from '../../components/states';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useAgentApplication } from './api/get-agent-application';
import { useApplyAgent } from './api/apply-agent';
import { useSyncAgentFlag } from './api/sync-agent-flag';
import '../../styles/agents.css';
import { formatDateTime } from '../../lib/dates';

/** Apply agent (spec §2.5): real name read-only, contact phone, description; the latest application's state above the form. */
export default function ApplyAgentPage() {
  const { t } = useTranslation();
  const application = useAgentApplication();
  const data = application.data;
  useSyncAgentFlag(data?.is_agent);

  let body: React.ReactNode;
  if (application.isPending) body = <Spinner />;
  else if (application.isError || !data) body = <LoadError onRetry={() => void application.refetch()} />;
  else if (data.is_agent)
    body = (
      <Status
        kind="approved"
        title={t('agent.isAgent')}
        lines={[t('agent.isAgentText')]}
        action={
          <Link to="/mine/agent" className="btn btn-gold" data-testid="open-agent-page">
            {t('agent.openCenter')}
          </Link>
        }
      />
    );
  else if (data.state === AgentApplicationState.pending) body = <Pending data={data} />;
  else
    body = (
      <>
        {data.state === AgentApplicationState.rejected && <Rejected data={data} />}
        <ApplyForm realname={data.realname} />
      </>
    );

  return (
    <div className="panel">
      <h2 className="panel-title">{t('agent.applyTitle')}</h2>
      <p className="agent-intro">{t('agent.intro')}</p>
      {body}
    </div>
  );
}

function Status({ kind, title, lines, action }: { kind: 'pending' | 'approved' | 'rejected'; title: string; lines: string[]; action?: React.ReactNode }) {
  const mark = { pending: '…', approved: '✓', rejected: '✕' }[kind];
  return (
    <div className={`agent-status is-${kind}`} role="status" data-testid="agent-status">
      <span className="agent-status-icon" aria-hidden>
        {mark}
      </span>
      <div>
        <h3>{title}</h3>
        {lines.map((l) => (
          <p key={l}>{l}</p>
        ))}
        {action}
      </div>
    </div>
  );
}

function Pending({ data }: { data: AgentApplicationReply }) {
  const { t } = useTranslation();
  return (
    <Status
      kind="pending"
      title={t('agent.statePending')}
      lines={[
        t('agent.pendingText'),
        `${t('agent.submittedAt')}：${formatDateTime(data.created_at)}`,
        `${t('agent.mobile')}：${data.mobile}`,
        `${t('agent.reason')}：${data.apply_info}`,
      ]}
    />
  );
}

function Rejected({ data }: { data: AgentApplicationReply }) {
  const { t } = useTranslation();
  return (
    <Status
      kind="rejected"
      title={t('agent.stateRejected')}
      lines={[t('agent.rejectedReason', { reason: data.reason }), `${t('agent.reviewedAt')}：${formatDateTime(data.reviewed_at)}`, t('agent.applyAgain')]}
    />
  );
}

function ApplyForm({ realname }: { realname: string }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ApplyAgentInput>({ mobile: '', apply_info: '' });
  const applying = useApplyAgent();
  const submitApply = useFormSubmit(applying, { check: (body: ApplyAgentInput) => parseInOrder(applyAgentSchema, body, APPLY_AGENT_ORDER) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void submitApply({ mobile: form.mobile.trim(), apply_info: form.apply_info.trim() });
  };
  return (
    <form className="agent-form" onSubmit={submit} noValidate data-testid="apply-agent-form">
      <Field label={t('agent.realname')} name="realname" value={realname || t('agent.realnameEmpty')} readOnly disabled title={t('mine.realnameHint')} />
      <Field
        label={t('agent.mobile')}
        name="mobile"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        placeholder={t('agent.mobilePh')}
        value={form.mobile}
        onChange={(e) => setForm((f) => ({ ...f, mobile: e.target.value }))}
      />
      <label className="field span-2" htmlFor="f-apply_info">
        <span className="field-label">{t('agent.reason')}</span>
        <span className="field-box field-area">
          <textarea
            id="f-apply_info"
            name="apply_info"
            aria-label={t('agent.reason')}
            maxLength={APPLY_INFO_MAX}
            placeholder={t('agent.reasonPh')}
            value={form.apply_info}
            onChange={(e) => setForm((f) => ({ ...f, apply_info: e.target.value }))}
          />
        </span>
        <span className="counter">
          {form.apply_info.length}/{APPLY_INFO_MAX}
        </span>
      </label>
      <button type="submit" className="btn btn-gold" disabled={applying.isPending} data-testid="apply-agent-submit">
        {applying.isPending ? t('agent.submitting') : t('agent.submit')}
      </button>
    </form>
  );
}
