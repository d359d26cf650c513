import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { mayCall, parseInOrder, ReplyCode, TOTP_ENROL_PATHS, type AdminPath } from '@portal/contracts';
import type { Core } from '../core.js';
import { adminScope, type AdminContext, type MemberContext, type OptionalMemberContext, type PublicContext } from '../context.js';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { optionalMember, requestOrigin, requireAdmin, requireMember } from './auth.js';
import { sendEnvelope, type Reply } from './envelope.js';
import { idempotent } from './idempotency.js';

type Source = 'body' | 'query' | 'file';

export interface EndpointOptions<S extends z.ZodType | undefined, Src extends Source> {
  /** The contracts schema the input must pass before the handler runs (code 1000 otherwise). */
  schema?: S;
  /** Field order of the form, so the first broken rule is the one reported (spec §5). */
  order?: readonly string[];
  /** Where the input is read: the JSON/form body (default), the query string, or an uploaded file (multer in `use`). */
  source?: Src;
  /** Honour the Idempotency-Key header under this scope (see http/idempotency.ts); ctx.idempotencyKey carries it. */
  idempotent?: string;
  /** Middleware run after authentication and before the input is read (rate limits, uploads). */
  use?: RequestHandler[];
}

/**
 * A back-office route's options: with its path as the permission table of contracts
 * (ADMIN_PERMISSIONS) names it, bound when the route is mounted from the API table
 * (http/table-routes.ts). Who may call it is the table's answer for that path, and nothing else.
 */
export type AdminEndpointOptions<S extends z.ZodType | undefined, Src extends Source> = EndpointOptions<S, Src> & { path: AdminPath };

/** The handler's input: the parsed schema output, the uploaded file's bytes, or nothing. */
export type InputOf<S, Src> = Src extends 'file' ? Buffer | undefined : S extends z.ZodType ? z.output<S> : undefined;

type Handler<I, C> = (input: I, ctx: C) => Promise<Reply> | Reply;

/**
 * Reads the input and parses it by its contracts schema (bad input is code 1000 with a localised
 * message), kept in res.locals.input. Runs before the Idempotency-Key is claimed, so a refused
 * request stores no key.
 */
function readInput<S extends z.ZodType | undefined, Src extends Source>(options: EndpointOptions<S, Src>): RequestHandler {
  return (req, res, next) => {
    if (options.source === 'file') res.locals.input = req.file?.buffer;
    else if (options.schema) {
      const raw: unknown = options.source === 'query' ? req.query : req.body;
      const parsed = parseInOrder(options.schema, raw ?? {}, options.order ?? []);
      if (!parsed.ok) return sendEnvelope(res, { code: ReplyCode.validation, message: parsed.key });
      res.locals.input = parsed.data;
    }
    next();
  };
}

/**
 * Runs the use case with the parsed input and the context built from the request, then writes the
 * reply in the envelope (code 200 and "ok" unless the reply says). Thrown AppErrors reach the
 * error handler.
 */
function run<S extends z.ZodType | undefined, Src extends Source, C>(context: (req: Request) => C, handler: Handler<InputOf<S, Src>, C>): RequestHandler {
  return async (req, res) => {
    const reply = await handler(res.locals.input as InputOf<S, Src>, context(req));
    if (res.headersSent) return;
    if (reply.file) res.type(reply.file.type).attachment(reply.file.name).send(reply.file.body);
    else sendEnvelope(res, { message: 'common.ok', ...reply });
  };
}

/** Input first, then the Idempotency-Key (when the route honours one), then the use case. */
function pipeline<S extends z.ZodType | undefined, Src extends Source, C>(
  options: EndpointOptions<S, Src>,
  { core, context, handler }: { core: Pick<Core, 'bookkeepingSql' | 'config'> | null; context: (req: Request) => C; handler: Handler<InputOf<S, Src>, C> },
): RequestHandler[] {
  const idempotency =
    core && options.idempotent ? [idempotent(core.bookkeepingSql, options.idempotent, { leaseSeconds: core.config.idempotencyLeaseSeconds })] : [];
  return [...(options.use ?? []), readInput(options), ...idempotency, run(context, handler)];
}

/**
 * The contexts carry the caller's origin (IP, user agent) as getters read from the request only
 * when a use case asks: the IP walks the trusted-proxy chain, and most reads never use it. They are
 * own properties, so a spread copy of a context keeps them.
 */
function originOf(req: Request): () => { ip: string; userAgent: string } {
  let origin: { ip: string; userAgent: string } | undefined;
  return () => (origin ??= requestOrigin(req));
}

function publicContext(req: Request): PublicContext {
  const origin = originOf(req);
  return {
    locale: req.locale,
    idempotencyKey: req.idempotencyKey,
    get ip() {
      return origin().ip;
    },
    get userAgent() {
      return origin().userAgent;
    },
  };
}

function memberContext(req: Request): MemberContext {
  const member = req.member;
  if (!member) throw unauthorized();
  const origin = originOf(req);
  return {
    locale: req.locale,
    idempotencyKey: req.idempotencyKey,
    get ip() {
      return origin().ip;
    },
    get userAgent() {
      return origin().userAgent;
    },
    userId: member.userId,
    sessionId: member.sessionId,
  };
}

function adminContext(req: Request): AdminContext {
  if (!req.admin) throw unauthorized();
  return { ...publicContext(req), adminId: req.admin.adminId, role: req.admin.role, sessionId: req.admin.sessionId };
}

type EndpointCore = Pick<Core, 'sessions' | 'bookkeepingSql' | 'sql' | 'config'>;

/** A route for a signed-in member (code 401 otherwise); the handler gets (input, MemberContext). */
export function memberEndpoint<S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
  core: EndpointCore,
  options: EndpointOptions<S, Src>,
  handler: Handler<InputOf<S, Src>, MemberContext>,
): RequestHandler[] {
  return [requireMember(core.sessions), ...pipeline(options, { core, context: memberContext, handler })];
}

/**
 * A back-office route (app.ts mounts every module's under /api/admin). Staff authentication runs
 * here, once a route has matched exactly, so any other spelling of a path is a plain 404 whoever
 * asks; then the role is checked against the permission table of contracts (a refused role gets
 * 203 before its input is read, so nothing is written), and the request's actor is put in scope
 * for the audit log.
 */
export function adminEndpoint<S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
  core: EndpointCore,
  options: AdminEndpointOptions<S, Src>,
  handler: Handler<InputOf<S, Src>, AdminContext>,
): RequestHandler[] {
  const { path } = options;
  const enrolPath = TOTP_ENROL_PATHS.includes(path);
  const role: RequestHandler = (req, _res, next) => {
    const admin = adminContext(req);
    if (req.admin?.mustEnrolTotp && !enrolPath) throw new AppError(ReplyCode.denied, 'staff.totpEnrolRequired');
    if (!mayCall(admin.role, path)) throw forbidden();
    adminScope.run({ adminId: admin.adminId, role: admin.role, ip: admin.ip }, next);
  };
  return [
    requireAdmin(core.sessions, core.sql, { totpRequired: core.config.staffTotpRequired }),
    role,
    ...pipeline(options, { core, context: adminContext, handler }),
  ];
}

/** A route anyone may call; the handler gets (input, PublicContext). */
export function publicEndpoint<S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
  options: EndpointOptions<S, Src>,
  handler: Handler<InputOf<S, Src>, PublicContext>,
): RequestHandler[] {
  return pipeline(options, { core: null, context: publicContext, handler });
}

/** A public route that reads better for a member: a valid token gives ctx.userId, anything else null. */
export function optionalMemberEndpoint<S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
  core: EndpointCore,
  options: EndpointOptions<S, Src>,
  handler: Handler<InputOf<S, Src>, OptionalMemberContext>,
): RequestHandler[] {
  const context = (req: Request): OptionalMemberContext => ({ ...publicContext(req), userId: req.member?.userId ?? null });
  return [optionalMember(core.sessions), ...pipeline(options, { core: null, context, handler })];
}

/** The endpoint builders bound to one core: what a module's routes.ts receives as `ep`. */
export function createEndpoints(core: EndpointCore) {
  return {
    member: <S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
      options: EndpointOptions<S, Src>,
      handler: Handler<InputOf<S, Src>, MemberContext>,
    ) => memberEndpoint(core, options, handler),
    optionalMember: <S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
      options: EndpointOptions<S, Src>,
      handler: Handler<InputOf<S, Src>, OptionalMemberContext>,
    ) => optionalMemberEndpoint(core, options, handler),
    admin: <S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
      options: AdminEndpointOptions<S, Src>,
      handler: Handler<InputOf<S, Src>, AdminContext>,
    ) => adminEndpoint(core, options, handler),
    public: <S extends z.ZodType | undefined = undefined, Src extends Source = 'body'>(
      options: EndpointOptions<S, Src>,
      handler: Handler<InputOf<S, Src>, PublicContext>,
    ) => publicEndpoint(options, handler),
  };
}
export type Endpoints = ReturnType<typeof createEndpoints>;

/** Runs the rest of the route only when the body matches; otherwise Express tries the next route of the same path. */
export function whenBody(test: (body: Record<string, unknown>) => boolean): RequestHandler {
  return (req, _res, next) => (test((req.body ?? {}) as Record<string, unknown>) ? next() : next('route'));
}
