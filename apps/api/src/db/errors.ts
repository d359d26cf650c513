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

/** The columns of the unique index a Prisma write collided with (empty when unknown). */
export function uniqueFields(err: unknown): string[] {
  if (!isUniqueViolation(err)) return [];
  const meta = (err as DbLikeError).meta;
  if (Array.isArray(meta?.target)) return meta.target.map(String);
  const fields = meta?.driverAdapterError?.cause?.constraint?.fields;
  return Array.isArray(fields) ? fields.map(String) : [];
}
