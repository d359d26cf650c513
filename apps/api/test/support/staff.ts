import { expect } from 'vitest';
import type { StaffRole } from '@portal/contracts';
import type { MovableClock } from '../../src/clock.js';
import { adminToken, post, uniqueName, type TestApp } from './app.js';
import { totpCode } from './totp.js';

export const STAFF_PASSWORD = 'staff12345';

/** A staff account created by the seeded super admin through the API, and signed in. */
export async function newStaff(t: TestApp, role: StaffRole, superToken?: string): Promise<{ id: number; name: string; token: string }> {
  const name = uniqueName(role.slice(0, 3));
  const created = await post(t.app, '/api/admin/staff/create', { name, password: STAFF_PASSWORD, role }, { token: superToken ?? (await adminToken(t)) });
  expect(created.code, created.message).toBe(200);
  const login = await post(t.app, '/api/admin/login', { name, password: STAFF_PASSWORD });
  expect(login.code, login.message).toBe(200);
  return { id: created.data.id as number, name, token: login.data.api_token as string };
}

export { totpCode } from './totp.js';

/** A six-digit code that is not the secret's code at `at` (nor, but for a one-in-a-million chance, a neighbouring step's). */
export async function wrongTotpCode(secret: string, at: Date): Promise<string> {
  return String((Number(await totpCode(secret, at)) + 500_000) % 1_000_000).padStart(6, '0');
}

/**
 * A signed-in staff account with TOTP on (enrolled and confirmed through the API). The clock has
 * moved on to the next 30-second step, so the confirming code is spent and a fresh one is due.
 */
export async function totpStaff(t: TestApp, { role, superToken, clock }: { role: StaffRole; superToken: string; clock: MovableClock }) {
  const staff = await newStaff(t, role, superToken);
  const enrol = await post(t.app, '/api/admin/staff/totp/enrol', { password: STAFF_PASSWORD }, { token: staff.token });
  expect(enrol.code, enrol.message).toBe(200);
  const confirm = await post(t.app, '/api/admin/staff/totp/confirm', { code: await totpCode(enrol.data.secret, clock.now()) }, { token: staff.token });
  expect(confirm.code, confirm.message).toBe(200);
  clock.advance(30_000);
  return { ...staff, secret: enrol.data.secret as string };
}

/** What a refused admin request must have changed: nothing of this. */
export async function backOfficeFingerprint(t: TestApp): Promise<unknown> {
  const [row] = await t.sql.query(`SELECT
    (SELECT count(*) FROM audit_logs)::int AS audits, (SELECT count(*) FROM journal_entries)::int AS entries,
    (SELECT count(*) FROM job_runs)::int AS job_runs, (SELECT count(*) FROM admins)::int AS admins,
    (SELECT count(*) FROM admins WHERE disabled_at IS NOT NULL)::int AS disabled, (SELECT count(*) FROM users WHERE frozen_at IS NOT NULL)::int AS frozen,
    (SELECT count(*) FROM sessions WHERE revoked_at IS NOT NULL)::int AS revoked, (SELECT count(*) FROM idempotent_requests)::int AS idempotent,
    (SELECT COALESCE(string_agg(state::text || ':' || COALESCE(first_approved_by, 0)::text, ',' ORDER BY id), '') FROM withdrawals) AS withdrawals,
    (SELECT COALESCE(string_agg(state::text, ',' ORDER BY id), '') FROM deposits) AS deposits,
    (SELECT COALESCE(string_agg(state::text, ',' ORDER BY id), '') FROM activity_applies) AS applies,
    (SELECT md5(COALESCE(string_agg(password_hash, ',' ORDER BY id), '')) FROM users) AS passwords,
    (SELECT md5(row_to_json(c)::text) FROM cashier_settings c LIMIT 1) AS cashier`);
  return row;
}
