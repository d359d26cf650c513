import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { openApiDocument } from './openapi.js';
import { createRouter } from './router.js';

// GET /api/openapi.json (the document of http/openapi.ts, built once) and /api/docs, a reference
// page drawn by swagger-ui-dist from this server's own files: no CDN, and the page's script is a
// file too, so the site's CSP (script-src 'self') needs no exception.

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portal API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });\n`;

export function docsRoutes(): Router {
  const r = createRouter();
  let document: string | undefined;
  const json: RequestHandler = (_req, res) => {
    document ??= JSON.stringify(openApiDocument());
    res.type('application/json').set('Cache-Control', 'no-cache').send(document);
  };
  r.get('/openapi.json', json);
  r.get('/docs', (_req, res) => {
    res.type('html').set('Cache-Control', 'no-cache').send(PAGE);
  });
  r.get('/docs/start.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(START);
  });
  r.use('/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1h', fallthrough: true }));
  return r;
}

/**
 * The docs router behind a check of the path: every /api request passes here, and entering a
 * router (its own dispatch, the URL parsed again, each of its layers matched) costs a request that
 * is not for the docs about as much as the docs router's own routes cost one that is. Only
 * /openapi.json and /docs... can match one of them (case-sensitive, strict routers), so any other
 * path goes straight on.
 */
export function docsGate(): RequestHandler {
  const docs = docsRoutes();
  const gate: RequestHandler & { stack?: unknown } = (req, res, next) => {
    const p = req.path;
    if (p === '/openapi.json' || p.startsWith('/docs')) return void docs(req, res, next);
    next();
  };
  // Seen from outside like the router it holds (metrics/routes.ts walks the router tree for route labels).
  gate.stack = (docs as unknown as { stack: unknown }).stack;
  return gate;
}
