#!/usr/bin/env node
// The seamless wallet conformance suite against a running portal (docs/seamless-conformance.md#the-conformance-suite).
//   node tools/conformance/run.mjs --base http://127.0.0.1:4900 --key provider.pem
//     [--platname SIM] [--admin-name admin] [--admin-password admin12345] [--only text]
// The portal must run with CAPTCHA_MODE=off (the suite registers members), the platform's row must
// exist (the demo seed makes SIM), and the admin must be a super staff member (it saves the platform's
// key and template, freezes and credits members). Exit code 0 only when every case passed.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Portal, Provider, publicPemOf } from './client.mjs';
import { cases } from './cases.mjs';

export { cases };

/**
 * Runs every case (one at a time) and returns `{passed, failed: [{name, error}]}`; `log` gets one line per case.
 * `only`: a text the case's name must contain; `select`: a predicate on the case (the mutation check's choice).
 */
export async function runConformance({
  base,
  privateKeyPem,
  platname = 'SIM',
  adminName = 'admin',
  adminPassword = 'admin12345',
  only,
  select = () => true,
  log = console.log,
}) {
  const portal = new Portal({ base, adminName, adminPassword });
  const provider = new Provider({ base, platname, privateKeyPem });
  await portal.configurePlatform(platname, publicPemOf(privateKeyPem), `${base.replace(/\/$/, '')}/sim/play?token={token}&user={user}&game={game}`);
  await provider.loadPortalKey();
  const ctx = { portal, provider, platname };
  const failed = [];
  let passed = 0;
  for (const c of cases.filter((c) => (!only || c.name.includes(only)) && select(c))) {
    try {
      await c.fn(ctx);
      passed++;
      log(`PASS ${c.name}`);
    } catch (err) {
      failed.push({ name: c.name, error: err instanceof Error ? err.message : String(err) });
      log(`FAIL ${c.name}\n     ${(err instanceof Error ? err.message : String(err)).split('\n').slice(0, 3).join('\n     ')}`);
    }
  }
  log(`${passed} passed, ${failed.length} failed`);
  return { passed, failed };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = arg('base');
  const keyPath = arg('key');
  if (!base || !keyPath) {
    console.error(
      'usage: node tools/conformance/run.mjs --base URL --key PROVIDER_PRIVATE_KEY.pem [--platname SIM] [--admin-name admin] [--admin-password ...] [--only text]',
    );
    process.exit(2);
  }
  const { failed } = await runConformance({
    base,
    privateKeyPem: fs.readFileSync(keyPath, 'utf8'),
    platname: arg('platname', 'SIM'),
    adminName: arg('admin-name', 'admin'),
    adminPassword: arg('admin-password', 'admin12345'),
    only: arg('only'),
  });
  process.exit(failed.length === 0 ? 0 : 1);
}
