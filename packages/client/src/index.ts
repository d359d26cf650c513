export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions, type Query, type Request } from './client';
export { ApiError, NetworkError, TimeoutError } from './errors';
export { createIdempotencySlot, keepsKey, newIdempotencyKey, type IdempotencySlot, type Outcome } from './idempotency';
export type { Envelope } from '@portal/contracts';
export { createTypedApi, type TypedApi } from './typed';
export { MEMBER_ROUTE_MAP, ROUTE_MAP, type RouteEntry } from './routes.gen';
