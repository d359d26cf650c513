import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@portal/contracts';
import { adminToken, createTestApp, fundedMember, type TestApp } from './support/app.js';

// Every /api route, read from the app's router, fuzzed by category as a member,
// as a stranger (and as staff on the back-office routes). Each reply: no HTTP 5xx, always the
// {code, message, data} envelope (404 for an unknown path is one too), and a refused request
// writes no row in the main tables. Values are sampled per route (a route gets a rotating few of
// each category), not the full cross product, so the suite stays well inside a couple of minutes.

interface Endpoint {
  method: 'get' | 'post';
  path: string;
}

interface RouterLayer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Every (method, path) the app serves under /api, walked from its router (mounts and routes). */
function apiEndpoints(app: Express): Endpoint[] {
  const found = new Map<string, Endpoint>();
  const paths = (p: string | string[] | undefined) => (p === undefined ? [''] : Array.isArray(p) ? p : [p]);
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of paths(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== 'get' && method !== 'post') continue;
            const full = `${prefix}${path}`.replace(/:(\w+)/g, 'x');
            found.set(`${method} ${full}`, { method, path: full });
          }
        }
      } else if (layer.handle?.stack) {
        for (const mount of paths(layer.rawPath)) walk(layer.handle.stack, `${prefix}${mount === '/' ? '' : mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  // The API's own description (/api/openapi.json, the /api/docs page and its script) is a document, not an envelope route.
  return [...found.values()].filter((e) => e.path.startsWith('/api/') && !/^\/api\/(openapi\.json|docs(\/|$))/.test(e.path));
}

/** Every field name the contracts' object schemas know: what the fuzz fills with odd values. */
function contractFields(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contracts)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === 'object') for (const k of Object.keys(shape)) names.add(k);
  }
  return [...names].sort();
}

type Body = { raw: string | Buffer; type?: string; encoding?: string } | { json: unknown };
interface Case {
  category: string;
  body: Body;
}

const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** The odd values by category; each route gets a rotating sample of them. */
const VALUES: Record<string, unknown[]> = {
  types: [null, true, false, [], {}, [1, 2], { a: 1 }, 'text', 12],
  numbers: [-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, 'NaN', 'Infinity', '1e3', '0x1', '0b11', '0o7', '+5', ' 5 ', '-0', '9'.repeat(400), '0.001'],
  unicode: [
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF',
    '\u202Eevil',
    '\u200B',
    '😀'.repeat(50),
    'e\u0301',
    '\uFEFF1',
    'ｑ',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(10_000),
  ],
};

const PROTOTYPE_BODIES = [
  '{"__proto__":{"admin":true,"userId":1},"name":"a"}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"__proto__":null}',
  '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
];

const BODY_SHAPES: Body[] = [
  { raw: '', type: 'application/json' },
  { raw: 'null', type: 'application/json' },
  { raw: '[]', type: 'application/json' },
  { raw: '"str"', type: 'application/json' },
  { raw: '12', type: 'application/json' },
  { raw: '{"a":', type: 'application/json' },
  { raw: '{"a":1}{"b":2}', type: 'application/json' },
  { raw: `{"a":"${'x'.repeat(150_000)}"}`, type: 'application/json' },
];

const CONTENT_TYPES: Body[] = [
  { raw: 'name=a&password=b&amount=1e3&__proto__[x]=1', type: 'application/x-www-form-urlencoded' },
  { raw: 'name=%00&amount=%FF%FE', type: 'application/x-www-form-urlencoded' },
  { raw: '{"name":"a"}', type: 'text/plain' },
  { raw: '<xml/>', type: 'application/xml' },
  { raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nGIF89a', type: 'multipart/form-data; boundary=b' },
  { raw: 'garbage', type: 'multipart/form-data' },
  { raw: Buffer.from('definitely not gzip'), type: 'application/json', encoding: 'gzip' },
  { raw: gzipSync(Buffer.from('{"a":1}')).subarray(0, 12), type: 'application/json', encoding: 'gzip' },
  { raw: '{"a":1}', type: 'application/json', encoding: 'br' },
  { raw: '{"a":1}', type: 'application/json; charset=utf-7' },
];

const DEPTH: Body[] = [
  { raw: deep(5000), type: 'application/json' },
  { raw: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
];

let keys = 0;
const randomKey = () => `${Date.now()}-${keys++}`;

/** A rotating pick of `count` items from `list`, different for each route index. */
const pick = <T>(list: T[], index: number, count: number): T[] =>
  Array.from({ length: Math.min(count, list.length) }, (_, k) => list[(index * count + k) % list.length]!);

function casesFor(routeIndex: number, fields: string[]): Case[] {
  const cases: Case[] = [];
  for (const [category, values] of Object.entries(VALUES)) {
    for (const [k, value] of pick(values, routeIndex, 2).entries()) {
      // Every field at once with the value, and one field alone.
      const all = Object.fromEntries(fields.map((f) => [f, value]));
      cases.push({ category, body: { json: k === 0 ? all : { [fields[(routeIndex + k) % fields.length]!]: value } } });
    }
  }
  // Unicode in the keys too.
  cases.push({ category: 'unicode keys', body: { json: { 'na\u0000me': 'a', '\uD800': 1 } } });
  for (const raw of pick(PROTOTYPE_BODIES, routeIndex, 2)) cases.push({ category: 'prototype keys', body: { raw, type: 'application/json' } });
  for (const body of pick(BODY_SHAPES, routeIndex, 2)) cases.push({ category: 'bodies', body });
  for (const body of pick(CONTENT_TYPES, routeIndex, 2)) cases.push({ category: 'content types', body });
  for (const body of pick(DEPTH, routeIndex, 1)) cases.push({ category: 'depth', body });
  return cases;
}

/** A GET carries the fuzz in its query string (flat: the portal's query parser does not nest). */
function queryOf(body: Body): string {
  if (!('json' in body)) return `?raw=${encodeURIComponent(String(body.raw).slice(0, 2000))}`;
  const json = body.json;
  if (!json || typeof json !== 'object' || Array.isArray(json)) return `?v=${encodeURIComponent(JSON.stringify(json))}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(json)) params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return `?${params.toString().slice(0, 6000)}`;
}

let t: TestApp;
let server: Server;
let base: string;
let member: string;
let staff: string;
let endpoints: Endpoint[];
let fields: string[];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'on' });
  staff = await adminToken(t);
  member = (await fundedMember(t, 100, staff)).token;
  endpoints = apiEndpoints(t.app);
  fields = contractFields();
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server?.close();
  await t?.close();
});

/** Rows of the main tables, in one query. */
async function rows(): Promise<string> {
  const [row] = await t.sql.query<Record<string, string>>(`SELECT
    (SELECT count(*) FROM users) u, (SELECT count(*) FROM admins) a, (SELECT count(*) FROM transfers) t, (SELECT count(*) FROM journal_entries) j,
    (SELECT count(*) FROM uploads) up, (SELECT count(*) FROM idempotent_requests) i, (SELECT count(*) FROM captchas) c,
    (SELECT count(*) FROM verification_codes) v, (SELECT count(*) FROM outbound_messages) o, (SELECT count(*) FROM activity_applies) ap,
    (SELECT count(*) FROM audit_logs) al, (SELECT count(*) FROM platform_players) pp, (SELECT count(*) FROM sessions WHERE revoked_at IS NULL) s,
    (SELECT count(*) FROM deposits) dep, (SELECT count(*) FROM withdrawals) wd, (SELECT count(*) FROM bound_cards) bc, (SELECT count(*) FROM rebates) rb`);
  return JSON.stringify(row);
}

function parseReply(text: string): { code?: unknown; message?: unknown; data?: unknown } | null {
  try {
    return JSON.parse(text) as { code?: unknown; message?: unknown; data?: unknown } | null;
  } catch {
    return null;
  }
}

/** Any reply but success and a transfer that failed at the platform or is pending: nothing ran. */
const refused = (code: unknown) => typeof code === 'number' && ![200, 209, 210].includes(code);

describe('fuzz: every /api route of the router (item 14)', () => {
  it('finds the routes from the app itself', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(50);
    expect(endpoints).toEqual(
      expect.arrayContaining([
        { method: 'post', path: '/api/transfer' },
        { method: 'post', path: '/api/admin/adjust' },
        { method: 'get', path: '/api/captcha' },
      ]),
    );
    expect(fields).toEqual(expect.arrayContaining(['amount', 'name', 'password']));
  });

  it('answers every case with the envelope, never a 5xx, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    let sent = 0;
    let before = await rows();
    for (const [index, endpoint] of endpoints.entries()) {
      const identities: [string, string][] = [
        ['stranger', ''],
        ['member', member],
      ];
      if (endpoint.path.startsWith('/api/admin/')) identities.push(['staff', staff]);
      for (const [who, token] of identities) {
        for (const { category, body } of casesFor(index, fields)) {
          const headers: Record<string, string> = { 'Idempotency-Key': `fuzz-${sent}`, Lang: ['zh_CN', '__proto__', 'constructor', 'en_US'][sent % 4]! };
          if (token) headers.Authorization = `Bearer ${token}`;
          let url = `${base}${endpoint.path}`;
          let payload: string | Buffer | undefined;
          if (endpoint.method === 'get') url += queryOf(body);
          else if ('json' in body) {
            payload = JSON.stringify(body.json);
            headers['Content-Type'] = 'application/json';
          } else {
            payload = body.raw;
            if (body.type) headers['Content-Type'] = body.type;
            if (body.encoding) headers['Content-Encoding'] = body.encoding;
          }
          sent++;
          const what = `${endpoint.method.toUpperCase()} ${endpoint.path} as ${who}, ${category}: ${String('json' in body ? JSON.stringify(body.json) : body.raw).slice(0, 80)}`;
          const res = await fetch(url, {
            method: endpoint.method.toUpperCase(),
            headers,
            body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
          });
          const text = await res.text();
          const reply = parseReply(text);
          // A provider's seamless wallet call speaks Hub88's protocol (docs/seamless-wallet.md): an
          // unsigned request is refused with an RS_ERROR status in its own reply shape, never the envelope.
          const walletCall = /^\/api\/wallet\/[^/]+\/(user\/balance|transaction\/(bet|win|rollback))$/.test(endpoint.path);
          if (res.status >= 500) failures.push(`${what} -> HTTP ${res.status} ${text.slice(0, 120)}`);
          else if (walletCall) {
            // (a body no parser takes, too deep or too large, is refused before it: the envelope's 1000)
            const status = (reply as { status?: unknown } | null)?.status;
            const walletRefusal = typeof status === 'string' && status.startsWith('RS_ERROR_');
            const envelopeRefusal =
              reply !== null && typeof reply === 'object' && Object.keys(reply).sort().join() === 'code,data,message' && reply.code !== 200;
            if (!walletRefusal && !envelopeRefusal) failures.push(`${what} -> not a refused wallet reply: ${text.slice(0, 120)}`);
            if ((await rows()) !== before) failures.push(`${what} -> a refused wallet call wrote rows`);
          } else if (
            !reply ||
            typeof reply !== 'object' ||
            Object.keys(reply).sort().join() !== 'code,data,message' ||
            typeof reply.code !== 'number' ||
            typeof reply.message !== 'string'
          ) {
            failures.push(`${what} -> not the envelope: HTTP ${res.status} ${text.slice(0, 120)}`);
          }
          const after = await rows();
          if (reply && refused(reply.code) && after !== before)
            failures.push(`${what} -> refused (${String(reply.code)}) but wrote rows: ${before} -> ${after}`);
          before = after;
          if (failures.length >= 20) break;
        }
      }
      // The fuzz may have logged the member or the staff out (/api/logoff, /api/admin/logout): fresh sessions.
      if (/log(off|out)/.test(endpoint.path)) {
        staff = await adminToken(t);
        member = (await fundedMember(t, 1, staff)).token;
        before = await rows();
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 240_000);
});

// Two categories the staff realm met as HTTP 500, sent to every back-office route
// as staff. A lone surrogate in each free-text field, the rest of the body plausible enough (a real
// member, a valid amount, a reject action) to carry it to the database; and calendar days that match
// YYYY-MM-DD but name no day (or a year PostgreSQL refuses) in the date filters.
const LONE = '\ud800';
const FREE_TEXT = ['reason', 'memo', 'remark', 'title', 'content', 'repair_tips', 'apply_info', 'name', 'username', 'banks'];
const BAD_DAYS = ['2026-13-45', '2026-02-30', '2026-00-10', '0000-01-01', '1999-12-31', '2101-01-01'];

describe("fuzz: the staff realm's free text and dates", () => {
  it('a lone surrogate in any free-text field and an impossible date in any filter are code 1000 on every admin route', async () => {
    const admin = await adminToken(t);
    const target = await fundedMember(t, 10, admin);
    const failures: string[] = [];
    const cases: [string, object][] = [];
    for (const field of FREE_TEXT) {
      const base: Record<string, unknown> = {
        username: target.form.name,
        amount: 1,
        memo: 'm',
        reason: 'r',
        remark: 'r',
        title: 't',
        content: 'c',
        action: 'reject',
        state: 3,
      };
      cases.push([`surrogate in ${field}`, { ...base, [field]: field === 'banks' ? [`b${LONE}`] : `x${LONE}y` }]);
    }
    const rule = { day_flow: 100, flow_money: 1000, money: 1, recharge: 1, status: 1 };
    for (const day of BAD_DAYS) {
      cases.push(
        [`date ${day}`, { from: day, to: day, start_time: `${day} 00:00`, end_time: `${day} 23:59`, ...rule }],
        [`date from ${day}`, { from: day, to: '2026-01-01', start_time: `${day} 00:00`, end_time: '2026-01-01 00:00', ...rule }],
      );
    }
    const admins = endpoints.filter((e) => e.path.startsWith('/api/admin/') && !/log(off|out)/.test(e.path));
    let before = await rows();
    for (const endpoint of admins) {
      for (const [category, body] of cases) {
        const headers: Record<string, string> = { Authorization: `Bearer ${admin}`, 'Idempotency-Key': `fuzz-staff-${randomKey()}`, Lang: 'en_US' };
        let url = `${base}${endpoint.path}`;
        let payload: string | undefined;
        if (endpoint.method === 'get') url += queryOf({ json: body });
        else {
          payload = JSON.stringify(body);
          headers['Content-Type'] = 'application/json';
        }
        const res = await fetch(url, { method: endpoint.method.toUpperCase(), headers, body: payload });
        const text = await res.text();
        const reply = parseReply(text);
        const what = `${endpoint.method.toUpperCase()} ${endpoint.path} as staff, ${category}`;
        if (res.status >= 500) failures.push(`${what} -> HTTP ${res.status} ${text.slice(0, 120)}`);
        else if (!reply || typeof reply.code !== 'number') failures.push(`${what} -> not the envelope: ${text.slice(0, 120)}`);
        // A surrogate is refused wherever it is; a bad day wherever a route reads one (the rest ignore the field).
        else if (category.startsWith('surrogate') && endpoint.method === 'post' && reply.code !== 1000)
          failures.push(`${what} -> code ${String(reply.code)}, not 1000`);
        // (reports/today takes no input: it is today's Beijing day, whatever the body says.)
        else if (
          category.startsWith('date') &&
          /\/(deposits|withdrawals|reports\/(?!today$)[a-z.]+|redpacket\/rules\/save)$/.test(endpoint.path) &&
          reply.code !== 1000
        )
          failures.push(`${what} -> code ${String(reply.code)}, not 1000`);
        const after = await rows();
        if (reply && refused(reply.code) && after !== before) failures.push(`${what} -> refused (${String(reply.code)}) but wrote rows`);
        before = after;
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(admins.length).toBeGreaterThan(50);
  }, 240_000);
});

// Ids and amounts past what their columns hold (issue 28 item 7): int4 ids of 2^31 and amounts of
// 1e16 and 1e20 (NUMERIC(18,2) holds less than 10^16) were a 500 where the schema let them through.
// Each route of the table gets a body its own schema accepts (built from the schema, with the
// values a user would type), then one id or amount field at a time is replaced: with the values no
// column holds, and with the largest values the schema still lets through. No reply is a 5xx, each
// is the envelope, and a refused one changes no row of any table a request can write.

type ZodDef = {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};
interface ZodLike {
  _zod: { def: ZodDef };
  safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
}

/** The object shape of a request schema, through the wrappers a route puts around it (refine, pipe, default). */
function shapeOf(schema: ZodLike): Record<string, ZodLike> | undefined {
  let cur: ZodLike | undefined = schema;
  for (let depth = 0; cur && depth < 10; depth++) {
    const def: ZodDef = cur._zod.def;
    if (def.type === 'object') return def.shape;
    cur = def.innerType ?? def.in;
  }
  return undefined;
}

/** The values an enum or literal inside a field's schema names (through optional, default, pipes and unions). */
function namedValues(schema: ZodLike | undefined, depth = 0): unknown[] {
  if (!schema || depth > 10) return [];
  const def = schema._zod.def;
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'literal') return def.values ?? [];
  return [def.innerType, def.in, def.out, ...(def.options ?? [])].flatMap((s) => namedValues(s, depth + 1));
}

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** Values a user would type, by field name; then the field's own enum values; then anything plausible. */
function candidatesFor(field: string, schema: ZodLike, member: string): unknown[] {
  const byName: Record<string, unknown[]> = {
    username: [member],
    q: [member],
    name: [member, 'staff_fuzz'],
    from: [today],
    to: [today],
    start_time: [`${today} 00:00`],
    end_time: [`${today} 23:59`],
    draw_window: [['10:00', '12:00']],
    count_window: [['00:00', '24:00']],
    tx_hash: [`0x${'a'.repeat(64)}`],
    image: ['https://example.com/a.png', null],
    qr_image: [null],
    pay_url: ['https://example.com/pay'],
    period: ['day'],
    password: ['abc12345'],
    newpasword: ['abc123456'],
    confirmPass: ['abc123456'],
    phone: ['13800138000'],
    mobile: ['13800138000'],
    mail: ['fuzz@example.com'],
    email: ['fuzz@example.com'],
  };
  return [...(byName[field] ?? []), ...namedValues(schema), 1, 'r', '100', true, 'abc12345', null, [member], '00:00', '2026-01-01'];
}

/** A body `schema` accepts, field by field (a second pass settles the object's cross-field rules), or undefined. */
function validBody(schema: ZodLike, member: string): Record<string, unknown> | undefined {
  const shape = shapeOf(schema);
  if (!shape) return undefined;
  const body: Record<string, unknown> = {};
  const badFields = (b: Record<string, unknown>) => new Set((schema.safeParse(b).error?.issues ?? []).map((i) => String(i.path[0] ?? '')));
  for (let pass = 0; pass < 2; pass++) {
    for (const [field, fieldSchema] of Object.entries(shape)) {
      if (pass === 1 && !badFields(body).has(field)) continue;
      for (const value of candidatesFor(field, fieldSchema, member)) {
        const trial = { ...body, [field]: value };
        if (!badFields(trial).has(field)) {
          body[field] = value;
          break;
        }
      }
    }
  }
  return schema.safeParse(body).success ? body : undefined;
}

/** Fields that hold an id (an int4 column unless said) or an amount, by name. */
const ID_FIELD = /^(id|pid|bank|activityid|type_id|level)$|_id$/;
const AMOUNT_FIELD = /amount|money|value|price|^(min|max)$|threshold|flow|recharge|cap|fee|rate|multiple/;
/** No column holds these (int4 ids end at 2^31 - 1; NUMERIC(18,2) below 10^16), and no amount is negative or finer than a cent. */
const PAST_THE_COLUMN: unknown[] = [2 ** 31, '2147483648', -1, 0, 1e16, '10000000000000000', 1e20, '100000000000000000000', 1e-3, '0.001'];
/**
 * The largest values an int4 id and each width of NUMERIC(p,2) hold ((6,2), (8,2), (14,2), (18,2)):
 * sent wherever the route's schema lets them through, which a column narrower than the schema's bound would refuse.
 */
const AT_THE_COLUMN: unknown[] = [
  2 ** 31 - 1,
  '2147483647',
  '9999.99',
  '999999.99',
  '999999999.99',
  '999999999999.99',
  '9999999999999999.99',
  9_999_999_999_999_998,
];

/** Bodies no schema walk finds (nested settings, a union or a combination the first enum values miss): the value goes where `at` puts it. */
const NESTED_ATTACKS: { route: contracts.RouteName; field: string; at: (v: unknown) => object }[] = [
  { route: 'responsible.setLimit', field: 'value (loss, month)', at: (v) => ({ kind: 'loss', period: 'month', value: v }) },
  { route: 'responsible.setLimit', field: 'value (loss, week)', at: (v) => ({ kind: 'loss', period: 'week', value: v }) },
  { route: 'responsible.setLimit', field: 'value (time)', at: (v) => ({ kind: 'time', period: 'day', value: v }) },
  { route: 'responsible.reality', field: 'minutes', at: (v) => ({ minutes: v }) },
  { route: 'wallet.transfer', field: 'amount', at: (v) => ({ amount: v, sourcetype: 'center', targettype: 'PCGAME' }) },
  { route: 'wallet.transfer', field: 'amount (out)', at: (v) => ({ amount: v, sourcetype: 'PCGAME', targettype: 'center' }) },
  ...(['min', 'max', 'review_threshold', 'turnover_multiple', 'daily_count'] as const).map((f) => ({
    route: 'cashier.settingsUpdate' as const,
    field: `withdraw.${f}`,
    at: (v: unknown) => ({ withdraw: { [f]: v } }),
  })),
  ...(['min_price', 'max_price'] as const).map((f) => ({
    route: 'cashier.settingsUpdate' as const,
    field: `pay_ranges.bank.${f}`,
    at: (v: unknown) => ({ pay_ranges: { bank: { min_price: '100', max_price: '50000', [f]: v } } }),
  })),
  // A promotion's money settings are set on their own route (finance's); /save refuses money changes.
  { route: 'promotions.save', field: 'bonus_value (fixed)', at: (v) => ({ title: 't', content: 'c', type_id: 1, bonus_kind: 'fixed', bonus_value: v }) },
  {
    route: 'promotions.money',
    field: 'bonus_value (percent)',
    at: (v) => ({ id: 1, bonus_kind: 'percent', bonus_value: v, bonus_cap: '100', bonus_turnover: '1' }),
  },
  { route: 'promotions.money', field: 'bonus_value (fixed)', at: (v) => ({ id: 1, bonus_kind: 'fixed', bonus_value: v, bonus_turnover: '1' }) },
  {
    route: 'promotions.money',
    field: 'bonus_cap (percent)',
    at: (v) => ({ id: 1, bonus_kind: 'percent', bonus_value: '10', bonus_cap: v, bonus_turnover: '1' }),
  },
  { route: 'promotions.money', field: 'bonus_turnover', at: (v) => ({ id: 1, bonus_kind: 'fixed', bonus_value: '10', bonus_turnover: v }) },
];

/** A fingerprint of every table a request can write (sessions, captchas, logins and bookkeeping aside). */
async function tablesFingerprint(): Promise<string> {
  const tables = await t.sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('sessions', 'captchas', 'member_logins', 'rate_limit_hits', 'idempotent_requests', 'job_runs', '_prisma_migrations')
      ORDER BY 1`,
  );
  const sums = tables.map(({ name }) => `(SELECT md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) FROM "${name}" x) AS "${name}"`);
  const [row] = await t.sql.query<Record<string, string>>(`SELECT ${sums.join(', ')}`);
  return JSON.stringify(row);
}

describe('fuzz: ids and amounts past their columns, on every route of the table (issue 28 item 7)', () => {
  it('2^31 ids, 1e16 and 1e20 amounts, -1, 0 and 0.001 are never a 500 and refused ones write nothing; nor are the largest values a schema lets through', async () => {
    const admin = await adminToken(t);
    const target = await fundedMember(t, 1000, admin);
    const failures: string[] = [];
    const attacks: { route: contracts.RouteName; field: string; at: (v: unknown) => object; values: unknown[] }[] = [];
    for (const [name, route] of contracts.apiRouteEntries()) {
      if (!route.request || route.source === 'file' || /log(off|out)$/.test(route.path)) continue;
      const schema = route.request as unknown as ZodLike;
      const valid = validBody(schema, target.form.name);
      for (const [field, value] of Object.entries(valid ?? {})) {
        const numeric = typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
        const idOrAmount = ID_FIELD.test(field) || AMOUNT_FIELD.test(field);
        if (!numeric && !idOrAmount) continue;
        const at = (v: unknown) => ({ ...valid, [field]: v });
        // 0 is a value of many a flag or count (the site's state, a sort): only ids and amounts get it.
        const past = idOrAmount ? PAST_THE_COLUMN : PAST_THE_COLUMN.filter((v) => v !== 0);
        attacks.push({ route: name, field, at, values: [...past, ...(idOrAmount ? AT_THE_COLUMN : [])] });
      }
    }
    for (const a of NESTED_ATTACKS) attacks.push({ ...a, values: [...PAST_THE_COLUMN, ...AT_THE_COLUMN] });

    let sent = 0;
    let before = await tablesFingerprint();
    for (const { route: name, field, at, values } of attacks) {
      const route: contracts.RouteDef = contracts.API_ROUTES[name];
      const schema = route.request as unknown as ZodLike;
      const token = route.realm === 'staff' ? admin : route.realm === 'member' ? target.token : '';
      // Past the column: every value is sent. At the column: only what the schema lets through (the rest is its refusal, tested above).
      for (const value of values) {
        const body = at(value);
        if (AT_THE_COLUMN.includes(value) && !PAST_THE_COLUMN.includes(value) && !schema.safeParse(body).success) continue;
        const headers: Record<string, string> = { 'Idempotency-Key': `bounds-${randomKey()}`, Lang: 'en_US' };
        if (token) headers.Authorization = `Bearer ${token}`;
        let url = `${base}${route.path}`;
        let payload: string | undefined;
        if (route.method === 'get') url += queryOf({ json: body });
        else {
          payload = JSON.stringify(body);
          headers['Content-Type'] = 'application/json';
        }
        sent++;
        const res = await fetch(url, { method: route.method.toUpperCase(), headers, body: payload });
        const text = await res.text();
        const reply = parseReply(text);
        const what = `${route.method.toUpperCase()} ${route.path} ${field}=${JSON.stringify(value)} (${JSON.stringify(body).slice(0, 160)})`;
        if (res.status >= 500) failures.push(`${what} -> HTTP ${res.status} ${text.slice(0, 120)}`);
        else if (!reply || typeof reply.code !== 'number' || typeof reply.message !== 'string')
          failures.push(`${what} -> not the envelope: ${text.slice(0, 120)}`);
        const after = await tablesFingerprint();
        if (reply && refused(reply.code) && after !== before) failures.push(`${what} -> refused (${String(reply.code)}) but wrote rows`);
        before = after;
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // The routes of the issue are among those reached with a body their schema accepts.
    expect(attacks.map((a) => `${a.route}.${a.field}`)).toEqual(
      expect.arrayContaining(['responsible.setLimit.value', 'feedback.image.id', 'feedback.answer.id', 'payChannels.save.id', 'payChannels.save.sort']),
    );
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);
});
