// The provider's side of the seamless wallet API (docs/seamless-wallet.md), shared by the
// conformance suite and the provider simulator: signed calls, verified replies, portal set-up.
import { createPrivateKey, createPublicKey, createSign, createVerify, randomUUID } from 'node:crypto';

export const SIG = 'X-Hub88-Signature';
/** 1 CNY in the wallet API's units (1/100,000 CNY). */
export const YUAN = 100_000;
export const uuid = () => randomUUID();

export function sign(privateKey, raw) {
  return createSign('RSA-SHA256').update(raw).sign(privateKey, 'base64');
}

export function publicPemOf(privateKeyPem) {
  return createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString();
}

/** A provider talking to one portal: `privateKeyPem` signs its requests; replies are checked against the portal's published key. */
export class Provider {
  /** `bases`: other URLs of the same portal (several processes); a retry goes to the next one. */
  constructor({ base, bases = [], platname, privateKeyPem, timeoutMs = 10_000 }) {
    this.base = base.replace(/\/$/, '');
    this.bases = [this.base, ...bases.map((b) => b.replace(/\/$/, ''))];
    this.platname = platname;
    this.privateKey = createPrivateKey(privateKeyPem);
    this.timeoutMs = timeoutMs;
    this.portalKey = null;
    this.replies = 0;
    this.unverified = [];
  }

  async loadPortalKey() {
    const res = await fetch(`${this.base}/api/wallet/public-key`);
    const body = await res.json();
    if (body.code !== 200) throw new Error(`public key: ${JSON.stringify(body)}`);
    this.portalKey = createPublicKey(body.data.public_key);
  }

  /** POSTs `body` (object or raw string); `signature`: undefined signs it, null sends none, a string sends that. */
  async call(path, body, { signature, base = this.base } = {}) {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers = { 'content-type': 'application/json' };
    const sig = signature === undefined ? sign(this.privateKey, raw) : signature;
    if (sig !== null) headers[SIG] = sig;
    const res = await fetch(`${base}/api/wallet/${this.platname}${path}`, {
      method: 'POST',
      headers,
      body: raw,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    const replySig = res.headers.get(SIG);
    const verified = Boolean(replySig && this.portalKey && createVerify('RSA-SHA256').update(text).verify(this.portalKey, replySig, 'base64'));
    this.replies++;
    if (!verified) this.unverified.push(`${path} ${text.slice(0, 120)}`);
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { status: `non-JSON reply (HTTP ${res.status})` };
    }
    return { http: res.status, body: parsed, raw: text, verified };
  }

  /** The same call retried on a time-out or a dropped connection with the same body (same request and transaction uuids). */
  async callRetrying(path, body, { attempts = 8, pauseMs = 300 } = {}) {
    const first = Math.floor(Math.random() * this.bases.length);
    for (let i = 1; ; i++) {
      try {
        const reply = await this.call(path, body, { base: this.bases[(first + i - 1) % this.bases.length] });
        if (reply.body.status !== 'RS_ERROR_UNKNOWN' && reply.http === 200) return { ...reply, attempts: i };
        if (i >= attempts) return { ...reply, attempts: i };
      } catch (err) {
        if (i >= attempts) throw err;
      }
      await new Promise((r) => setTimeout(r, pauseMs * i));
    }
  }
}

export function betBody(user, token, amount, extra = {}) {
  return {
    user,
    token,
    request_uuid: uuid(),
    transaction_uuid: uuid(),
    round: uuid(),
    game_code: 'slot1',
    currency: 'CNY',
    amount,
    is_free: false,
    bet: 'zero',
    ...extra,
  };
}
export function winBody(user, token, amount, round, extra = {}) {
  return { user, token, request_uuid: uuid(), transaction_uuid: uuid(), round, round_closed: true, game_code: 'slot1', currency: 'CNY', amount, ...extra };
}
export function rollbackBody(user, token, reference, extra = {}) {
  return { user, token, request_uuid: uuid(), transaction_uuid: uuid(), reference_transaction_uuid: reference, round: 'r', game_code: 'slot1', ...extra };
}

/** The portal's member and back-office HTTP API, as far as the suite and the simulator need it. */
export class Portal {
  constructor({ base, adminName, adminPassword }) {
    this.base = base.replace(/\/$/, '');
    this.adminName = adminName;
    this.adminPassword = adminPassword;
    this.adminToken = null;
  }

  async post(path, body, { token, headers = {} } = {}) {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return { code: res.status, message: text.slice(0, 200) };
    }
  }

  async must(path, body, options) {
    const reply = await this.post(path, body, options);
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message}`);
    return reply.data;
  }

  async admin() {
    if (!this.adminToken) this.adminToken = (await this.must('/api/admin/login', { name: this.adminName, password: this.adminPassword })).api_token;
    return this.adminToken;
  }

  /** Sets the platform to seamless mode with the provider's public key and launch template (the platform's row must exist). */
  async configurePlatform(platname, providerPublicPem, launchTemplate) {
    await this.must(
      '/api/admin/seamless/platforms/save',
      { platname, wallet_mode: 'seamless', provider_public_key: providerPublicPem, launch_template: launchTemplate },
      { token: await this.admin() },
    );
  }

  /** Registers a member (the portal must run with its captcha off) and credits `yuan` CNY through the back office. */
  async member(yuan) {
    // Letters and digits, 6 to 16 characters (the registration rule).
    const name = `c${uuid().replaceAll('-', '').slice(0, 8)}${Math.floor(Math.random() * 10)}`;
    const password = 'abc12345';
    const phone = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const reg = await this.must('/api/register', {
      name,
      password,
      confirmPass: password,
      realname: '张三',
      phone,
      mail: '',
      paypassword: '123456',
      captcha_id: 'x',
      code: 'x',
    });
    if (yuan > 0) {
      const adjusted = await this.must(
        '/api/admin/adjust',
        { username: name, amount: yuan, memo: 'conformance funding', correction: true, correction_reason: 'conformance funding' },
        { token: await this.admin(), headers: { 'idempotency-key': `conformance-${uuid()}` } },
      );
      if (adjusted.state === 'pending') throw new Error(`a credit of ${yuan} needs a second approver: fund members below ADJUST_REVIEW_ABOVE`);
    }
    return { user: name, password, portal: reg.api_token };
  }

  /** Launches the seamless game; returns the provider token from the launch URL. */
  async launch(platname, portalToken) {
    const data = await this.must('/api/getGameUrl', { plat_name: platname, game_type: 0, game_code: 'slot1', is_mobile_url: 0 }, { token: portalToken });
    const url = new URL(data.url);
    return { url: data.url, token: url.searchParams.get('token') };
  }
}
