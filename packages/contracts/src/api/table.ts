import type { z } from 'zod';
import type { Method, RouteDef, StaffRoute } from './define.js';
import { profileRoutes } from '../profile/routes.js';
import { agentRoutes } from '../agents/routes.js';
import { authRoutes } from '../auth/routes.js';
import { cashierRoutes } from '../cashier/routes.js';
import { contentRoutes } from '../content/routes.js';
import { gameRoutes } from '../games/routes.js';
import { inboxRoutes } from '../inbox/routes.js';
import { rebateRoutes } from '../rebates/routes.js';
import { recordRoutes } from '../records/routes.js';
import { redPacketRoutes } from '../redpacket/routes.js';
import { siteRoutes } from '../site/routes.js';
import { staffRoutes } from '../staff/routes.js';
import { vipRoutes } from '../vip/routes.js';
import { walletRoutes } from '../wallet/routes.js';
import { responsibleRoutes } from '../responsible/routes.js';
import { chainRoutes } from '../chain/routes.js';
import { feedbackRoutes } from '../feedback/routes.js';
import { lotteryRoutes } from '../lottery/routes.js';
import { sportsRoutes } from '../sports/routes.js';
import { seamlessRoutes } from '../seamless/routes.js';

export type { Method, Realm, RouteDef, Source } from './define.js';

/** Where the API is mounted; every path of the table starts with it. */
export const API_PREFIX = '/api';
/** Where the back office's routes are mounted (staff realm). */
export const ADMIN_PREFIX = '/api/admin';

/**
 * The API table: every route of /api, declared once, by name. The API mounts its routes from it
 * (apps/api/src/http/table-routes.ts: a route cannot exist outside it), the permission table
 * (ADMIN_PERMISSIONS) is its staff routes' roles, GET /api/openapi.json is written from it, and
 * the clients' typed calls (ApiInput / ApiReply) read it. Each domain declares its own routes in
 * <domain>/routes.ts.
 */
export const API_ROUTES = compose(
  walletRoutes,
  cashierRoutes,
  siteRoutes,
  gameRoutes,
  contentRoutes,
  authRoutes,
  staffRoutes,
  profileRoutes,
  recordRoutes,
  rebateRoutes,
  vipRoutes,
  redPacketRoutes,
  agentRoutes,
  inboxRoutes,
  responsibleRoutes,
  chainRoutes,
  feedbackRoutes,
  lotteryRoutes,
  sportsRoutes,
  seamlessRoutes,
);

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The domains' routes in one object; a name or a method and path declared twice stops the import (so the app never starts). */
function compose<const T extends readonly Record<string, RouteDef>[]>(...domains: T): UnionToIntersection<T[number]> {
  const all: Record<string, RouteDef> = {};
  const seen = new Set<string>();
  for (const domain of domains) {
    for (const [name, route] of Object.entries(domain)) {
      if (Object.hasOwn(all, name)) throw new Error(`API table: the route name ${name} is declared twice`);
      for (const { method, path } of spellingsOf(route)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (seen.has(key)) throw new Error(`API table: ${key} is declared twice`);
        if (!path.startsWith(`${API_PREFIX}/`) || path.endsWith('/')) throw new Error(`API table: ${key} is not a path under ${API_PREFIX}`);
        seen.add(key);
      }
      if (route.realm === 'staff' && !route.path.startsWith(`${ADMIN_PREFIX}/`))
        throw new Error(`API table: the staff route ${name} is not under ${ADMIN_PREFIX}`);
      all[name] = route;
    }
  }
  return all as UnionToIntersection<T[number]>;
}

export type ApiRoutes = typeof API_ROUTES;
/** A route's name: 'deposits.approve'. */
export type RouteName = keyof ApiRoutes & string;
/** The routes a member's browser may call: every route but the back office's (realm staff). */
export type MemberRouteName = { [N in RouteName]: ApiRoutes[N] extends { realm: 'staff' } ? never : N }[RouteName];

/** What a caller sends to a route: the request schema's input, a file for an upload, nothing when the route reads none. */
export type ApiInput<N extends RouteName> = ApiRoutes[N] extends { source: 'file' }
  ? Blob
  : ApiRoutes[N] extends { request: infer S extends z.ZodType }
    ? z.input<S>
    : undefined;
/** The `data` of a route's reply (the envelope is {code, message, data}). */
export type ApiReply<N extends RouteName> = ApiRoutes[N] extends { reply: infer S extends z.ZodType } ? z.output<S> : never;
/** Whether a route honours an Idempotency-Key (a client sends one with each new attempt of a money action). */
export type ApiIdempotent<N extends RouteName> = ApiRoutes[N] extends { idempotent: string } ? true : false;

/** A route's method and path (its first spelling), for a client. */
export function apiRoute<N extends RouteName>(
  name: N,
): { method: ApiRoutes[N]['method']; path: ApiRoutes[N]['path']; idempotent: boolean; source: 'body' | 'query' | 'file' } {
  const route: RouteDef = API_ROUTES[name];
  return { method: route.method, path: route.path, idempotent: route.idempotent !== undefined, source: route.source ?? 'body' } as never;
}

/** Every route of the table as [name, definition]. */
export function apiRouteEntries(): [RouteName, RouteDef][] {
  return Object.entries(API_ROUTES) as [RouteName, RouteDef][];
}

/** Every method and path a route answers to: its own, then its aliases. */
export function spellingsOf(route: RouteDef): { method: Method; path: string }[] {
  return [{ method: route.method, path: route.path }, ...(route.aliases ?? [])];
}

/** The staff routes, for the permission table. */
export function staffRouteEntries(): [RouteName, StaffRoute][] {
  return apiRouteEntries().filter((e): e is [RouteName, StaffRoute] => e[1].realm === 'staff');
}
