// PostgreSQL failures the code reacts to, recognised the same way whether they come from pg or
// from a Prisma driver adapter.

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

interface DbLikeError {
  code?: unknown;
  meta?: { target?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; constraint?: { fields?: unknown } } } };
}

/** The PostgreSQL error code (SQLSTATE) of an error from pg or from a Prisma driver adapter. */
export function sqlState(err: unknown): string | undefined {
  const e = err as DbLikeError | null;
  const adapter = e?.meta?.driverAdapterError?.cause?.originalCode;
  if (typeof adapter === 'string') return adapter;
  if (e?.code === 'P2002') return UNIQUE_VIOLATION;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
}

/** A unique index refused the row (a concurrent duplicate, a replayed key). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === UNIQUE_VIOLATION;

/** A CHECK constraint refused the row (e.g. a member balance below zero). */
export const isCheckViolation = (err: unknown) => sqlState(err) === CHECK_VIOLATION;

/**
 * A value the column cannot hold reached the database: 22003 numeric_value_out_of_range (an id past
 * int4, an amount past NUMERIC(18,2)), 22P02 invalid_text_representation (text where a number or
 * UUID belongs), 22001 string_data_right_truncation (text longer than its column). The request's
 * schema should have refused it; the error handler answers these as invalid input (code 1000).
 */
export const isUnfitValue = (err: unknown) => /^(22003|22P02|22001)$/.test(sqlState(err) ?? '');

/** The columns of the unique index a write collided with (from pg: the index's name, e.g. users_username_key; empty when unknown). */
export function uniqueFields(err: unknown): string[] {
  if (!isUniqueViolation(err)) return [];
  const constraint = (err as { constraint?: unknown }).constraint;
  if (typeof constraint === 'string') return [constraint];
  const meta = (err as DbLikeError).meta;
  if (Array.isArray(meta?.target)) return meta.target.map(String);
  const fields = meta?.driverAdapterError?.cause?.constraint?.fields;
  return Array.isArray(fields) ? fields.map(String) : [];
}

// ---- the database out of reach ----

/** Socket failures: the server refused, reset or never answered the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/**
 * SQLSTATEs of a connection that is gone or refused: class 08 (connection exception), 57P01
 * admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, recovering), 57P05 idle_session_timeout, 25P03
 * idle_in_transaction_session_timeout, 53300 too_many_connections.
 */
const CONNECTION_STATES = /^(08...|57P01|57P02|57P03|57P05|25P03|53300)$/;
/** Prisma's codes for the same: can't reach (P1001), timed out (P1002, P1008), closed (P1017), no pool slot in time (P2024). */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** What @prisma/adapter-pg calls them (driverAdapterError.cause.kind). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** node-postgres's own errors for a lost or unobtainable connection (plain Errors without a code). */
const PG_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
}

/**
 * The database could not be reached or dropped the connection (a PostgreSQL restart, a failover,
 * a terminated backend, a full pool): the request did not complete and wrote nothing it did not
 * commit, so the caller may try again. Recognised from pg, from the Prisma driver adapter and from
 * Prisma's own wrapping, following `cause` chains.
 */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as ErrorLike;
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || CONNECTION_STATES.test(e.code) || PRISMA_CODES.has(e.code))) return true;
  const adapter = e.meta?.driverAdapterError?.cause;
  if (adapter && (ADAPTER_KINDS.has(String(adapter.kind)) || CONNECTION_STATES.test(String(adapter.originalCode)))) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isConnectionError(x, depth + 1))) return true;
  return isConnectionError(e.cause, depth + 1);
}

// ---- a transaction PostgreSQL gave up on ----

/** 40P01 deadlock_detected, 40001 serialization_failure. */
const TRANSIENT_STATES = /^(40P01|40001)$/;
/** How Prisma words a raw query's SQLSTATE when it keeps no structured code: "Code: `40P01`". */
const PRISMA_RAW_CODE = /Code: `(40P01|40001)`/;

/**
 * PostgreSQL broke a deadlock or a serialization conflict by failing this transaction: it was
 * rolled back whole, so nothing of the request was written and the same request (with the same
 * Idempotency-Key) may be sent again. Answered as the 503 "service busy" envelope, never a 500.
 */
export function isTransientConflict(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as ErrorLike;
  if (TRANSIENT_STATES.test(sqlState(err) ?? '') || TRANSIENT_STATES.test(String(e.meta?.driverAdapterError?.cause?.originalCode ?? ''))) return true;
  if (typeof e.message === 'string' && PRISMA_RAW_CODE.test(e.message)) return true;
  return isTransientConflict(e.cause, depth + 1);
}
