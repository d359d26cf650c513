#!/usr/bin/env node
// The provider simulator (docs/seamless-conformance.md#the-provider-simulator): an outside game
// provider's server in its own process. It holds the provider's RSA key (made on the first run in
// its data dir), serves its public key and a small game page at the launch URL, and plays rounds
// against the portal's wallet API as a provider's server would.
//
//   pnpm provider:sim [--port 4910] [--portal http://127.0.0.1:4000] [--platname SIM] [--data-dir .data/provider-sim]
//                     [--register --admin-name admin --admin-password admin12345]
//   pnpm provider:sim play --user NAME --token TOKEN [--rounds 100] [--seed 1] [--portal ...]
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Portal, Provider, YUAN, publicPemOf } from '../conformance/client.mjs';
import { playRound, random } from './rounds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const flag = (name) => process.argv.includes(`--${name}`);

/** The provider's private key, PEM: read from the data dir, made there on the first run. */
export function providerKey(dataDir) {
  const file = path.join(dataDir, 'provider-key.pem');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    fs.writeFileSync(file, pem, { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8');
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function gamePage({ user, token, game }) {
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SIM ${escapeHtml(game)}</title><style>body{font-family:sans-serif;background:#14171f;color:#eee;text-align:center;padding:2em}
button{font-size:1.3em;padding:.5em 1.5em;margin:.3em;border-radius:8px;border:0;background:#e0a800;cursor:pointer}#log{font-size:.9em;color:#aaa}</style></head>
<body><h1>🎰 ${escapeHtml(game)}</h1><p>${escapeHtml(user)}</p><h2>余额 <span id="balance">…</span> CNY</h2>
<p><button data-stake="1">下注 1</button><button data-stake="10">下注 10</button></p><p id="log"></p>
<script>
const q = ${JSON.stringify({ user, token, game }).replace(/</g, '\\u003c')};
const show = (units) => { document.getElementById('balance').textContent = units == null ? '—' : (units / ${YUAN}).toFixed(2); };
const api = (p, body) => fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...q, ...body }) }).then((r) => r.json());
api('/api/balance', {}).then((r) => show(r.balance));
for (const b of document.querySelectorAll('button')) b.onclick = async () => {
  const r = await api('/api/round', { stake: Number(b.dataset.stake) });
  document.getElementById('log').textContent = r.status + (r.win != null ? ' · 赢 ' + (r.win / ${YUAN}).toFixed(2) : '');
  show(r.balance);
};
</script></body></html>`;
}

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > 4096) throw new Error('too large');
  }
  return JSON.parse(raw || '{}');
}

export function serve({ port, provider, publicPem }) {
  const rand = random(Date.now());
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    try {
      if (req.method === 'GET' && url.pathname === '/public-key') return res.writeHead(200, { 'content-type': 'text/plain' }).end(publicPem);
      if (req.method === 'GET' && url.pathname === '/healthz') return json(200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/play') {
        const [user, token, game] = ['user', 'token', 'game'].map((k) => url.searchParams.get(k) ?? '');
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(gamePage({ user, token, game: game || 'slot1' }));
      }
      if (req.method === 'POST' && url.pathname === '/api/balance') {
        const { user, token } = await readJson(req);
        const reply = await provider.call('/user/balance', { user, token, request_uuid: crypto.randomUUID() });
        return json(200, reply.body);
      }
      if (req.method === 'POST' && url.pathname === '/api/round') {
        const { user, token, game, stake } = await readJson(req);
        const units = Math.min(Math.max(Math.round(Number(stake) || 1), 1), 1000) * YUAN;
        const round = crypto.randomUUID();
        const bet = await provider.callRetrying('/transaction/bet', {
          user,
          token,
          request_uuid: crypto.randomUUID(),
          transaction_uuid: crypto.randomUUID(),
          round,
          game_code: game || 'slot1',
          currency: 'CNY',
          amount: units,
        });
        if (bet.body.status !== 'RS_OK') return json(200, bet.body);
        const payout = rand() < 0.45 ? Math.round((units * (0.5 + rand() * 2.5)) / 1000) * 1000 : 0;
        const win = await provider.callRetrying('/transaction/win', {
          user,
          token,
          request_uuid: crypto.randomUUID(),
          transaction_uuid: crypto.randomUUID(),
          round,
          round_closed: true,
          game_code: game || 'slot1',
          currency: 'CNY',
          amount: payout,
        });
        return json(200, { ...win.body, win: payout });
      }
      json(404, { error: 'not found' });
    } catch (err) {
      json(400, { error: err instanceof Error ? err.message : String(err) });
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function main() {
  const portalUrl = arg('portal', process.env.PORTAL_URL ?? 'http://127.0.0.1:4000');
  const platname = arg('platname', 'SIM');
  const dataDir = path.resolve(ROOT, arg('data-dir', process.env.PROVIDER_SIM_DATA_DIR ?? '.data/provider-sim'));
  const privateKeyPem = providerKey(dataDir);
  const publicPem = publicPemOf(privateKeyPem);
  const provider = new Provider({ base: portalUrl, platname, privateKeyPem, timeoutMs: 5_000 });

  if (process.argv[2] === 'play') {
    await provider.loadPortalKey();
    const rand = random(Number(arg('seed', '1')));
    const player = { user: arg('user'), token: arg('token') };
    const rounds = Number(arg('rounds', '100'));
    let net = 0;
    const statuses = {};
    for (let i = 0; i < rounds; i++) {
      const r = await playRound(provider, player, rand);
      net += r.net;
      for (const c of r.calls) statuses[c.status] = (statuses[c.status] ?? 0) + 1;
    }
    console.log(JSON.stringify({ rounds, net_cny: net / YUAN, statuses, unverified_replies: provider.unverified.length }));
    return;
  }

  const port = Number(arg('port', process.env.PROVIDER_SIM_PORT ?? '4910'));
  await serve({ port, provider, publicPem });
  const launch = `http://127.0.0.1:${port}/play?token={token}&user={user}&game={game}`;
  console.log(`provider simulator on http://127.0.0.1:${port} for ${portalUrl} (platform ${platname})`);
  console.log(`launch template: ${launch}`);
  console.log(publicPem);
  if (flag('register')) {
    const portal = new Portal({ base: portalUrl, adminName: arg('admin-name', 'admin'), adminPassword: arg('admin-password', 'admin12345') });
    await portal.configurePlatform(platname, publicPem, launch);
    console.log(`registered on ${portalUrl}: ${platname} is seamless with this key and launch template`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
