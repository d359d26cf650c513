import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import {
  ADMIN_PREFIX,
  API_PREFIX,
  API_ROUTES,
  apiRouteEntries,
  isAdminPath,
  spellingsOf,
  type AdminPath,
  type ApiReply,
  type ApiRoutes,
  type RouteDef,
  type RouteName,
} from '@portal/contracts';
import type { AdminContext, MemberContext, OptionalMemberContext, PublicContext } from '../context.js';
import { whenBody, type EndpointOptions, type Endpoints } from './endpoint.js';
import type { Reply } from './envelope.js';
import { createRouter } from './router.js';

// The API mounts its routes from the API table of contracts (api/table.ts) and from nothing else:
// a module's routes.ts names a route and gives its use case; the method, path(s), realm (who may
// call), staff roles, input schema and its field order, input source and Idempotency-Key scope
// all come from the table. checkMountedRoutes (run by app.ts at start) refuses an app with a route
// mounted outside the table or a table route not mounted.

type Def<N extends RouteName> = ApiRoutes[N];

/** What the use case is given as its context: by the route's realm. */
export type ContextOf<N extends RouteName> =
  Def<N> extends { realm: 'staff' }
    ? AdminContext
    : Def<N> extends { realm: 'member' }
      ? MemberContext
      : Def<N> extends { optionalMember: true }
        ? OptionalMemberContext
        : PublicContext;

/** The parsed input: the request schema's output, the uploaded file's bytes, or nothing. */
export type TableInputOf<N extends RouteName> =
  Def<N> extends { source: 'file' } ? Buffer | undefined : Def<N> extends { request: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What the use case answers: the envelope's message and code as before, and `data` of the table's reply schema. */
export type TableReply<N extends RouteName> = Omit<Reply, 'data'> & { data?: ApiReply<N> };

type TableHandler<N extends RouteName, I> = (input: I, ctx: ContextOf<N>) => Promise<TableReply<N>> | TableReply<N>;

/**
 * One of the request schemas of a route whose table schema is a union (the body says which): the
 * route is mounted once per variant, tried in order; `when` lets the next variant have the request.
 */
export interface Variant<S extends z.ZodType> {
  schema: S;
  order?: readonly string[];
  when?: (body: Record<string, unknown>) => boolean;
}

export interface TableRouteOptions<S extends z.ZodType | undefined = undefined> {
  /** Middleware run after authentication and before the input is read (rate limits, uploads). */
  use?: RequestHandler[];
  variant?: S extends z.ZodType ? Variant<S> : never;
}

/** The Route objects mounted through route(): checkMountedRoutes refuses any other. */
const fromTable = new WeakSet<object>();
/** Those mounted as one variant of their route: the only routes that may share a method and path. */
const variants = new WeakSet<object>();

type Mount = 'api' | 'admin';

function relativePath(name: string, route: RouteDef, path: string, mount: Mount): string {
  if (mount === 'admin') {
    if (route.realm !== 'staff') throw new Error(`${name} (${route.realm}) cannot be mounted with the back-office routes`);
    return path.slice(ADMIN_PREFIX.length);
  }
  if (route.realm === 'staff') throw new Error(`${name} is a staff route: mount it with the back-office routes`);
  return path.slice(API_PREFIX.length);
}

/** A staff route's path as the permission table names it: its roles are bound to the route when it is mounted. */
function permissionPath(name: string, path: string): AdminPath {
  if (!isAdminPath(path)) throw new Error(`${name}: ${path} has no entry in the permission table`);
  return path;
}

function tableRouter(ep: Endpoints, mount: Mount) {
  const router = createRouter();

  function route<N extends RouteName>(name: N, handler: TableHandler<N, TableInputOf<N>>): void;
  function route<N extends RouteName, S extends z.ZodType | undefined = undefined>(
    name: N,
    options: TableRouteOptions<S>,
    handler: TableHandler<N, S extends z.ZodType ? z.output<S> : TableInputOf<N>>,
  ): void;
  function route(name: RouteName, ...args: [unknown] | [TableRouteOptions<z.ZodType | undefined>, unknown]): void {
    const [options, handler] = (args.length === 1 ? [{}, args[0]] : args) as [TableRouteOptions<z.ZodType | undefined>, never];
    const def: RouteDef = API_ROUTES[name];
    const variant = options.variant as Variant<z.ZodType> | undefined;
    if (variant && !((def.request as { options?: unknown[] } | undefined)?.options ?? []).includes(variant.schema)) {
      throw new Error(`${name}: a variant's schema must be one of the table's request schemas`);
    }
    const endpoint: EndpointOptions<z.ZodType | undefined, 'body' | 'query' | 'file'> = {
      schema: variant?.schema ?? def.request,
      order: variant?.order ?? def.order,
      source: def.source ?? 'body',
      idempotent: def.idempotent,
      use: options.use,
    };
    const handlers =
      def.realm === 'staff'
        ? ep.admin({ ...endpoint, path: permissionPath(name, def.path) }, handler)
        : def.realm === 'member'
          ? ep.member(endpoint, handler)
          : def.optionalMember
            ? ep.optionalMember(endpoint, handler)
            : ep.public(endpoint, handler);
    const guard = variant?.when ? [whenBody(variant.when)] : [];
    for (const { method, path } of spellingsOf(def)) {
      const mounted = router.route(relativePath(name, def, path, mount));
      mounted[method](...guard, ...handlers);
      fromTable.add(mounted);
      if (variant) variants.add(mounted);
    }
  }

  return { router, route };
}

/** A module's member and public routes (app.ts mounts them under /api). */
export function apiRouter(ep: Endpoints) {
  return tableRouter(ep, 'api');
}

/** A module's back-office routes (app.ts mounts them under /api/admin, behind staff authentication). */
export function adminRouter(ep: Endpoints) {
  return tableRouter(ep, 'admin');
}

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> } };

/**
 * Every route under /api comes from the table and every table route is mounted: the routers
 * given hold only Route objects made by route() above, and their methods and paths (with the
 * mount) are exactly the table's. Throws the list of what is wrong; app.ts calls it before serving.
 */
export function checkMountedRoutes({ api, admin }: { api: Router[]; admin: Router[] }): void {
  const problems: string[] = [];
  const mounted = new Set<string>();
  const once = new Set<string>();
  const walk = (routers: Router[], prefix: string) => {
    for (const router of routers) {
      for (const layer of (router as unknown as { stack: Layer[] }).stack) {
        if (!layer.route) {
          problems.push(`a middleware is mounted in a route module under ${prefix} (only table routes may be)`);
          continue;
        }
        const paths = [layer.route.path].flat();
        for (const path of paths) {
          for (const method of Object.keys(layer.route.methods)) {
            const key = `${method.toUpperCase()} ${prefix}${path}`;
            if (!fromTable.has(layer.route)) problems.push(`${key} is mounted outside the API table`);
            // Only the variants of one route (tried in order, the body decides) share a method and path.
            if (once.has(key) || (!variants.has(layer.route) && mounted.has(key))) problems.push(`${key} is mounted twice`);
            if (!variants.has(layer.route)) once.add(key);
            mounted.add(key);
          }
        }
      }
    }
  };
  walk(api, API_PREFIX);
  walk(admin, ADMIN_PREFIX);
  const declared = new Set(apiRouteEntries().flatMap(([, def]) => spellingsOf(def).map((s) => `${s.method.toUpperCase()} ${s.path}`)));
  for (const key of mounted) if (!declared.has(key)) problems.push(`${key} is mounted but not in the API table`);
  for (const key of declared) if (!mounted.has(key)) problems.push(`${key} is in the API table but not mounted`);
  if (problems.length > 0) throw new Error(`API routes and the API table disagree:\n${problems.join('\n')}`);
}

/** What routersByPath calls of a Route object of Express's router (router 2.x, lib/route.js). */
interface RouteObject {
  dispatch(req: unknown, res: unknown, done: (err?: unknown) => void): void;
  _handlesMethod(method: string): boolean;
}

/**
 * The routers of the table behind one middleware: a request goes straight to the routes that have
 * its exact path, in their routers' mounting order, instead of walking every router's every route
 * (Express tries each in turn: about thirty module routers and some three hundred routes under
 * /api). The same answer as mounting the routers one after another: every route of these routers
 * is a table route (checkMountedRoutes) with a plain path matched exactly (case-sensitive, strict
 * routers, no parameters), and a path no router holds goes on to what follows.
 *
 * The route is dispatched itself, as its router would once it found it (only the method is left to
 * check), without entering the router: a router costs a request its own dispatch (closures, the
 * URL parsed again, what it restores on the way out) and, when it ends without an answer, a
 * setImmediate. next('route') goes on to the next route of the path, next('router') to the next
 * router's; an error goes to the error handlers. OPTIONS requests still go through the routers,
 * whose automatic answer (Allow: the path's methods) they keep.
 */
export function routersByPath(routers: Router[]): RequestHandler {
  const routesByPath = new Map<string, { router: Router; route: RouteObject }[]>();
  for (const router of routers) {
    for (const layer of (router as unknown as { stack: Layer[] }).stack) {
      if (!layer.route) throw new Error('routersByPath: a module router holds only table routes');
      for (const path of [layer.route.path].flat()) {
        if (/[:*?()[\]{}+]/.test(path)) throw new Error(`${path}: a table route's path is matched exactly; it cannot have parameters or patterns`);
        const routes = routesByPath.get(path) ?? [];
        routes.push({ router, route: layer.route as unknown as RouteObject });
        routesByPath.set(path, routes);
      }
    }
  }
  const throughRouters = (holders: Router[], req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const onward = (err?: unknown): void => {
      if (err || i === holders.length) next(err);
      else void holders[i++]!(req, res, onward);
    };
    onward();
  };
  const dispatch: RequestHandler & { stack?: Layer[] } = (req, res, next) => {
    const routes = routesByPath.get(req.path);
    if (!routes) return next();
    if (req.method === 'OPTIONS') return throughRouters([...new Set(routes.map((r) => r.router))], req, res, next);
    let i = 0;
    const onward = (err?: unknown): void => {
      if (err === 'router') {
        // The rest of this route's router is skipped, as its router would.
        const from = routes[i - 1]!.router;
        while (i < routes.length && routes[i]!.router === from) i++;
      } else if (err && err !== 'route') return next(err);
      while (i < routes.length) {
        const { route } = routes[i++]!;
        // A router dispatches HEAD to every route of the path (the route answers it with GET's handlers).
        if (route._handlesMethod(req.method) || req.method === 'HEAD') return route.dispatch(req, res, onward);
      }
      next();
    };
    onward();
  };
  // Seen from outside like the routers it holds (a router's stack of route layers): what walks the
  // app's router tree, such as the metrics' route labels (metrics/routes.ts), still finds every route.
  dispatch.stack = routers.flatMap((router) => (router as unknown as { stack: Layer[] }).stack);
  return dispatch;
}
