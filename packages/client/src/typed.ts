import { ReplyCode, type ApiInput, type ApiReply, type Envelope, type RouteName } from '@portal/contracts';
import type { ApiClient, CallOptions, Query } from './client';
import { ApiError } from './errors';
import type { RouteEntry } from './routes.gen';

// Calls by route name, typed by the API table: `api.call('deposits.approve', { id })` sends the
// route's method and path, checks the input against the route's request type at compile time and
// resolves with the route's reply type. A wrong name or field is a type error, not a 404 at run time.

/** The input argument: required when the route reads one, absent when it reads none. */
type InputArgs<N extends RouteName> =
  undefined extends ApiInput<N> ? [input?: ApiInput<N>, options?: CallOptions] : [input: ApiInput<N>, options?: CallOptions];

/** Calls to the routes `R` (the player's app: the member routes; the back office: all). */
export interface TypedApi<R extends RouteName = RouteName> {
  /** The reply's data on code 200; ApiError with the server's code and localised message otherwise. */
  call<N extends R>(name: N, ...args: InputArgs<N>): Promise<ApiReply<N>>;
  /** Like call() but with the server's message too (shown by success toasts). */
  send<N extends R>(name: N, ...args: InputArgs<N>): Promise<{ data: ApiReply<N>; message: string }>;
  /** The envelope whatever its code (for pages that show a refusal in place); NetworkError when no reply came. */
  envelope<N extends R>(name: N, ...args: InputArgs<N>): Promise<Envelope<ApiReply<N>>>;
}

/** A typed API over `routes` (MEMBER_ROUTE_MAP or ROUTE_MAP of routes.gen.ts): only its routes can be named. */
export function createTypedApi<R extends RouteName>(client: ApiClient, routes: { readonly [N in R]: RouteEntry }): TypedApi<R> {
  function envelope<N extends R>(name: N, input?: ApiInput<N>, options: CallOptions = {}): Promise<Envelope<ApiReply<N>>> {
    const [method, path, source] = routes[name];
    if (source === 'query') return client.call<ApiReply<N>>({ method, path, query: input as Query | undefined, ...options });
    if (source === 'file') {
      const form = new FormData();
      if (input) form.append('file', input as unknown as Blob);
      return client.call<ApiReply<N>>({ method, path, body: form, ...options });
    }
    return client.call<ApiReply<N>>({ method, path, body: (input ?? {}) as object, ...options });
  }
  async function send<N extends R>(name: N, input?: ApiInput<N>, options?: CallOptions) {
    const reply = await envelope(name, input, options);
    if (reply.code !== ReplyCode.ok) throw new ApiError(reply.code, reply.message);
    return { data: reply.data, message: reply.message };
  }
  return {
    envelope: envelope as TypedApi<R>['envelope'],
    send: send as TypedApi<R>['send'],
    call: (async (name: R, input?: never, options?: CallOptions) => (await send(name, input, options)).data) as TypedApi<R>['call'],
  };
}
