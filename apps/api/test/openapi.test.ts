import type { Router } from 'express';
import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplyCode } from '@portal/contracts';
import { openApiDocument } from '../src/http/openapi.js';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

type Stack = Router & { stack: { route?: { path: string | string[]; methods: Record<string, boolean> } }[] };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content: Record<string, { schema: { allOf?: [{ $ref: string }, { properties: { data: Record<string, unknown> } }] } }> }>;
  'x-staff-roles'?: string[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { enum?: number[] }>; securitySchemes: Record<string, unknown> };
};

/** 'POST /api/deposits' for every route app.ts mounts from the modules' routers. */
function mountedRoutes(app: TestApp): string[] {
  const found = new Set<string>();
  const walk = (routers: (Router | undefined)[], mount: string) => {
    for (const router of routers as (Stack | undefined)[]) {
      for (const layer of router?.stack ?? []) {
        if (!layer.route) continue;
        for (const path of [layer.route.path].flat())
          for (const method of Object.keys(layer.route.methods)) found.add(`${method.toUpperCase()} ${mount}${path}`);
      }
    }
  };
  walk(
    app.modules.map((m) => m.routes),
    '/api',
  );
  walk(
    app.modules.map((m) => m.adminRoutes),
    '/api/admin',
  );
  return [...found].sort();
}

/** What the server serves: the member and public routes. */
async function servedOpenApi(): Promise<Document> {
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.body as Document;
}

/** The whole document, back office included (`pnpm --filter @portal/api openapi`). */
const openApi = async () => JSON.parse(JSON.stringify(openApiDocument({ staff: true }))) as Document;

const documentedRoutes = (doc: Document) =>
  Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (served, and whole)', async () => {
    for (const doc of [await servedOpenApi(), await openApi()]) {
      expect(doc.openapi).toBe('3.1.0');
      const validator = new Validator();
      const result = await validator.validate(doc as unknown as Record<string, unknown>);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      // Every $ref (the envelope, the reply codes, the shared headers) points at something.
      expect(() => validator.resolveRefs()).not.toThrow();
      // Every schema is inline or a component: no reference into a schema's own $defs, which would not resolve from the document's root.
      expect(JSON.stringify(doc)).not.toContain('#/$defs');
    }
  });

  it('has every mounted route, and nothing else (the whole document)', async () => {
    expect(documentedRoutes(await openApi())).toEqual(mountedRoutes(t));
  });

  it("served to anyone, it lists every member and public route and none of the back office's", async () => {
    const served = documentedRoutes(await servedOpenApi());
    expect(served).toEqual(mountedRoutes(t).filter((r) => !r.includes(' /api/admin/')));
    expect(served.length).toBeGreaterThan(50);
    const text = JSON.stringify(await servedOpenApi());
    expect(text).not.toContain('/api/admin');
    expect(text).not.toContain('x-staff-roles');
  });

  it('states the envelope, the reply codes, the bearer scheme and the Idempotency-Key header', async () => {
    const doc = await openApi();
    expect(doc.components.schemas.ReplyCode!.enum).toEqual(Object.values(ReplyCode));
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });

    const approve = doc.paths['/api/admin/deposits/approve']!.post!;
    expect(approve.operationId).toBe('deposits.approve');
    expect(approve.security).toEqual([{ bearer: [] }]);
    expect(approve['x-staff-roles']).toEqual(['super', 'finance']);
    expect(approve.requestBody!.content['application/json']!.schema.required).toEqual(['deposit_no']);
    const reply = approve.responses['200']!.content['application/json']!.schema.allOf!;
    expect(reply[0]).toEqual({ $ref: '#/components/schemas/Envelope' });
    expect(Object.keys(reply[1].properties.data.properties as object)).toContain('deposit_no');

    const recharge = doc.paths['/api/recharge']!.post!;
    expect(recharge.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(doc.paths['/api/balance']!.post!.parameters).not.toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(doc.paths['/api/app']!.post!.security).toEqual([]);
    // A query route's input is its query parameters.
    expect(doc.paths['/api/game/list']!.get!.parameters.map((p) => p.name)).toContain('category');
    // An alias is documented as its own operation of the same route.
    expect(doc.paths['/api/login']!.post!.operationId).toBe('auth.login~1');
  });
});

describe('GET /api/docs', () => {
  it("is a reference page drawn from this server's own files, under the site's CSP", async () => {
    const page = await request(t.app).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/')).toBe(true);
      const res = await request(t.app).get(asset);
      expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
    }
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    expect((await request(t.app).get('/api/docs/start.js')).text).toContain("url: '/api/openapi.json'");
  });
});
