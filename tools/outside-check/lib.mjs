// Shared helpers of the outside checks: HTTP as a client sees it, PostgreSQL read directly.
import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One HTTP request; returns {status, body (parsed JSON or text), headers, error}. Never throws. */
export async function http(base, method, path, { body, token, key, headers = {}, timeout = 30_000, raw } = {}) {
  const h = { ...headers };
  if (body !== undefined && raw === undefined) h['Content-Type'] = 'application/json';
  if (token) h.Authorization = `Bearer ${token}`;
  if (key) h['Idempotency-Key'] = key;
  try {
    const res = await fetch(base + path, {
      method,
      headers: h,
      body: raw !== undefined ? raw : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON, or already gone */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  } catch (err) {
    return { status: 0, body: null, error: `${err.name}: ${err.cause?.code ?? err.message}` };
  }
}

/** Raw HTTP/1.1 request over a socket, for paths fetch would normalise (//, %2F, ..). */
import net from 'node:net';
export function rawHttp(port, method, path, { body, token, key } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    if (token) lines.push(`Authorization: Bearer ${token}`);
    if (key) lines.push(`Idempotency-Key: ${key}`);
    if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
    const sock = net.connect(port, '127.0.0.1');
    let data = '';
    sock.setEncoding('utf8');
    sock.on('connect', () => sock.write(lines.join('\r\n') + '\r\n\r\n' + payload));
    sock.on('data', (d) => (data += d));
    sock.setTimeout(30_000, () => sock.destroy(new Error('timeout')));
    sock.on('error', (e) => resolve({ status: 0, body: null, error: e.message }));
    sock.on('close', () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      const idx = data.indexOf('\r\n\r\n');
      let rest = idx >= 0 ? data.slice(idx + 4) : '';
      if (/transfer-encoding: chunked/i.test(data.slice(0, idx))) {
        let out = '';
        while (rest.length) {
          const nl = rest.indexOf('\r\n');
          const n = parseInt(rest.slice(0, nl), 16);
          if (!n) break;
          out += rest.slice(nl + 2, nl + 2 + n);
          rest = rest.slice(nl + 2 + n + 2);
        }
        rest = out;
      }
      let parsed = rest;
      try {
        parsed = JSON.parse(rest);
      } catch {
        /* not JSON, or already gone */
      }
      resolve({ status: m ? Number(m[1]) : 0, body: parsed });
    });
  });
}

export const post = (base, path, body, opts = {}) => http(base, 'POST', path, { body, ...opts });

export async function staffLogin(base, name, password, otp) {
  const r = await post(base, '/api/admin/login', otp ? { name, password, otp } : { name, password });
  if (r.body?.code !== 200) throw new Error(`staff login ${name}: ${JSON.stringify(r.body)}`);
  return r.body.data.api_token;
}

let seq = 0;
export function uniq(prefix) {
  seq += 1;
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100000).padStart(5, '0')}${seq}`.slice(0, 16);
}
export function mobile() {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Registers a member (CAPTCHA_MODE=off on the server under test); returns {name, token, id?}. */
export async function registerMember(base, extra = {}) {
  const cap = await http(base, 'GET', '/api/captcha?scene=register');
  const name = uniq('o');
  const form = {
    name,
    password: 'abc12345',
    confirmPass: 'abc12345',
    realname: '张三',
    phone: mobile(),
    mail: '',
    paypassword: '123456',
    captcha_id: cap.body?.data?.captcha_id ?? 'x',
    code: 'ABCD',
    ...extra,
  };
  const r = await post(base, '/api/register', form);
  if (r.body?.code !== 200) throw new Error(`register: ${r.status} ${JSON.stringify(r.body)}`);
  return { name, token: r.body.data.api_token };
}

export async function createStaff(base, superToken, role) {
  const name = uniq(role.slice(0, 3));
  const password = 'staff12345';
  const r = await post(base, '/api/admin/staff/create', { name, password, role }, { token: superToken, key: randomUUID() });
  if (r.body?.code !== 200) throw new Error(`staff/create ${role}: ${JSON.stringify(r.body)}`);
  return { name, password, id: r.body.data.id, token: await staffLogin(base, name, password) };
}

export function db(url) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  return pool;
}

/** Money and state read from the database, to compare before and after. */
export async function snapshot(pool) {
  const one = async (q) => (await pool.query(q)).rows[0];
  return {
    member_balance_sum: (await one("SELECT COALESCE(sum(balance),0)::text s FROM accounts WHERE kind <> 'house'")).s,
    all_balance_sum: (await one('SELECT COALESCE(sum(balance),0)::text s FROM accounts')).s,
    journal_tx: (await one('SELECT count(*)::int n FROM journal_transactions')).n,
    journal_entries: (await one('SELECT count(*)::int n FROM journal_entries')).n,
    audit_rows: (await one('SELECT count(*)::int n FROM audit_logs')).n,
    deposits: (
      await one("SELECT string_agg(state::text || ':' || n::text, ',' ORDER BY state) s FROM (SELECT state, count(*) n FROM deposits GROUP BY state) x")
    ).s,
    withdrawals: (
      await one("SELECT string_agg(state::text || ':' || n::text, ',' ORDER BY state) s FROM (SELECT state, count(*) n FROM withdrawals GROUP BY state) x")
    ).s,
    adjustments: (
      await one("SELECT string_agg(state || ':' || n::text, ',' ORDER BY state) s FROM (SELECT state, count(*) n FROM balance_adjustments GROUP BY state) x")
    ).s,
    admins: (
      await one(
        "SELECT string_agg(name || '/' || role || '/' || (disabled_at IS NULL)::text || '/' || (totp_secret IS NULL)::text, ',' ORDER BY id) s FROM admins",
      )
    ).s,
    users: await one("SELECT count(*)::int n, count(frozen_at)::int f, md5(string_agg(password_hash, ',' ORDER BY id)) h FROM users"),
    sessions_live: (await one('SELECT count(*)::int n FROM sessions WHERE revoked_at IS NULL')).n,
    app_info: (await one('SELECT md5(row_to_json(a)::text) h FROM app_info a LIMIT 1'))?.h,
    cashier: (await one('SELECT md5(row_to_json(c)::text) h FROM cashier_settings c LIMIT 1'))?.h,
    content: (await one('SELECT (SELECT count(*) FROM notices) + (SELECT count(*) FROM banners) + (SELECT count(*) FROM activities) n')).n,
    messages: (await one('SELECT count(*)::int n FROM member_messages')).n,
    agent_apps: (await one("SELECT string_agg(state::text, ',' ORDER BY id) s FROM agent_applications")).s,
  };
}

export function diff(a, b) {
  const out = {};
  for (const k of Object.keys(a)) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out[k] = [a[k], b[k]];
  return out;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret. */
export function totp(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes = Buffer.alloc(Math.floor(bits.length / 8));
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const h = createHmac('sha1', bytes).update(counter).digest();
  const o = h[h.length - 1] & 0xf;
  const n = ((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
  return n;
}

export function tally(list) {
  const t = {};
  for (const x of list) t[x] = (t[x] ?? 0) + 1;
  return t;
}
