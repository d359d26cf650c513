import type { Express, Request } from 'express';

/** What Express 5's router (router 2.x) keeps of a mounted layer: enough to name every route by its full path. */
interface Layer {
  route?: { path: unknown };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

const pathText = (p: unknown): string => (typeof p === 'string' ? p : Array.isArray(p) ? p.map(pathText).join('|') : String(p));

/**
 * The full path of every route of the app ('/api/transfer', '/api/admin/deposits/approve',
 * '/play/:platname'), by its Route object. Read once from the router tree: at the end of a request
 * req.baseUrl is no longer the mount path when the reply came from the error handler (a refusal
 * thrown as an AppError), while req.route still is the route that matched.
 */
function routeTable(app: Express): WeakMap<object, string> {
  const table = new WeakMap<object, string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) table.set(layer.route, prefix + pathText(layer.route.path));
      else if (layer.handle?.stack && typeof layer.rawPath === 'string') walk(layer.handle.stack, layer.rawPath === '/' ? prefix : prefix + layer.rawPath);
    }
  };
  walk((app as unknown as { router?: { stack?: Layer[] } }).router?.stack ?? [], '');
  return table;
}

/**
 * The `route` label of a finished request: the matched route's path pattern, never the raw URL
 * (ids and junk stay out of the label set). A request no route answered (a static file, the
 * /api 404, a request refused before routing such as a back-office call without a staff token) is
 * 'unmatched'.
 */
export function routeLabeller(app: Express): (req: Request) => string {
  let table: WeakMap<object, string> | undefined;
  return (req) => {
    const route = req.route as { path: unknown } | undefined;
    if (!route) return 'unmatched';
    table ??= routeTable(app); // built on the first request, once every route is mounted
    return table.get(route) ?? req.baseUrl + pathText(route.path);
  };
}
