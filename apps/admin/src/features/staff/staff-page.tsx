import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { when } from '../../lib/format';
import { normaliseRole, type Role } from '../../lib/permissions';
import type { ApiReply } from '@portal/contracts';
import { Card, PageHead, Pill } from '../../components/ui';
import { Modal } from '../../components/overlay';
import { Table } from '../../components/table';

type StaffRow = ApiReply<'staff.list'>[number];

const ROLES = ['super', 'finance', 'operations', 'support'] as const;

/** Staff accounts (super admin only): create, change role, disable / enable, reset password, end sessions, reset TOTP. */
export default function StaffPage() {
  const { t } = useTranslation();
  const list = useAdminQuery('staff.list');
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffRow | null>(null);
  const refresh = { invalidates: ['staff.list'] as const };
  const disable = useAdminAction('staff.disable', refresh);
  const enable = useAdminAction('staff.enable', refresh);
  const revoke = useAdminAction('staff.revokeSessions', refresh);
  const resetTotp = useAdminAction('staff.resetTotp', refresh);
  const setRole = useAdminAction('staff.role', refresh);
  return (
    <>
      <PageHead
        title={t('nav.staff')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            + {t('staff.create')}
          </button>
        }
      />
      <Card>
        <Table
          testId="staff-table"
          rows={list.data}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(s) => s.id}
          columns={[
            { key: 'name', title: t('auth.name'), render: (s) => <strong>{s.name}</strong> },
            {
              key: 'role',
              title: t('staff.role'),
              render: (s) => (
                <select
                  aria-label={`${s.name} role`}
                  value={normaliseRole(s.role)}
                  onChange={(e) => setRole.mutate({ id: s.id, role: normaliseRole(e.target.value) })}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </select>
              ),
            },
            {
              key: 'state',
              title: t('queues.state'),
              render: (s) => (s.disabled ? <Pill tone="bad">{t('staff.disabled')}</Pill> : <Pill tone="good">{t('staff.enabled')}</Pill>),
            },
            { key: 'totp', title: 'TOTP', render: (s) => (s.totp_enabled ? <Pill tone="good">{t('common.on')}</Pill> : <Pill>{t('common.off')}</Pill>) },
            { key: 'sessions', title: t('staff.sessions'), align: 'right', render: (s) => s.live_sessions },
            { key: 'last', title: t('members.lastLogin'), render: (s) => when(s.last_login_at) },
            {
              key: 'act',
              title: '',
              align: 'right',
              render: (s) => (
                <span className="row-actions">
                  {s.disabled ? (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => enable.mutate({ id: s.id })}>
                      {t('staff.enable')}
                    </button>
                  ) : (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => disable.mutate({ id: s.id })}>
                      {t('staff.disable')}
                    </button>
                  )}
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setResetting(s)}>
                    {t('staff.resetPassword')}
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => revoke.mutate({ id: s.id })}>
                    {t('staff.revoke')}
                  </button>
                  {s.totp_enabled && (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => resetTotp.mutate({ id: s.id })}>
                      {t('staff.resetTotp')}
                    </button>
                  )}
                </span>
              ),
            },
          ]}
        />
      </Card>
      {creating && <CreateStaff onClose={() => setCreating(false)} />}
      {resetting && <ResetStaffPassword staff={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}

function CreateStaff({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<{ name: string; password: string; role: Role }>({ name: '', password: '', role: 'support' });
  const create = useAdminAction('staff.create', { invalidates: ['staff.list'], onDone: onClose });
  return (
    <Modal title={t('staff.create')} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ ...form, name: form.name.trim() });
        }}
      >
        <label className="field">
          <span>{t('auth.name')}</span>
          <input name="name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required pattern="[A-Za-z0-9_.\-]{3,32}" />
        </label>
        <label className="field">
          <span>{t('auth.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            required
            minLength={8}
            maxLength={64}
          />
          <small className="muted">{t('staff.passwordRule')}</small>
        </label>
        <label className="field">
          <span>{t('staff.role')}</span>
          <select name="role" value={form.role} onChange={(e) => setForm({ ...form, role: normaliseRole(e.target.value) })}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ResetStaffPassword({ staff, onClose }: { staff: StaffRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const reset = useAdminAction('staff.resetPassword', { invalidates: ['staff.list'], onDone: onClose });
  return (
    <Modal title={`${t('staff.resetPassword')} · ${staff.name}`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          reset.mutate({ id: staff.id, password });
        }}
      >
        <label className="field">
          <span>{t('members.newPassword')}</span>
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={8}
            maxLength={64}
          />
          <small className="muted">{t('staff.passwordRule')}</small>
        </label>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
