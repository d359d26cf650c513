import { ReplyCode, type ApiInput, type ApiReply, type Envelope, type RouteName } from '@portal/contracts';
import type { ApiClient, CallOptions, Query } from './client';
import { ApiError } from './errors';
import { ROUTE_MAP } from './routes.gen';

// Calls by route name, typed by the API table: `api.call('deposits.approve', { id })` sends the
// route's method and path, checks the input against the route's request type at compile time and
// resolves with the route's reply type. A wrong name or field is a type error, not a 404 at run time.

/** The input argument: required when the route reads one, absent when it reads none. */
type InputArgs<N extends RouteName> =
  undefined extends ApiInput<N> ? [input?: ApiInput<N>, options?: CallOptions] : [input: ApiInput<N>, options?: CallOptions];

export interface TypedApi {
  /** The reply's data on code 200; ApiError with the server's code and localised message otherwise. */
  call<N extends RouteName>(name: N, ...args: InputArgs<N>): Promise<ApiReply<N>>;
  /** Like call() but with the server's message too (shown by success toasts). */
  send<N extends RouteName>(name: N, ...args: InputArgs<N>): Promise<{ data: ApiReply<N>; message: string }>;
  /** The envelope whatever its code (for pages that show a refusal in place); NetworkError when no reply came. */
  envelope<N extends RouteName>(name: N, ...args: InputArgs<N>): Promise<Envelope<ApiReply<N>>>;
}

export function createTypedApi(client: ApiClient): TypedApi {
  function envelope<N extends RouteName>(name: N, input?: ApiInput<N>, options: CallOptions = {}): Promise<Envelope<ApiReply<N>>> {
    const [method, path, source] = ROUTE_MAP[name];
    if (source === 'query') return client.call<ApiReply<N>>({ method, path, query: input as Query | undefined, ...options });
    if (source === 'file') {
      const form = new FormData();
      if (input) form.append('file', input as unknown as Blob);
      return client.call<ApiReply<N>>({ method, path, body: form, ...options });
    }
    return client.call<ApiReply<N>>({ method, path, body: (input ?? {}) as object, ...options });
  }
  async function send<N extends RouteName>(name: N, input?: ApiInput<N>, options?: CallOptions) {
    const reply = await envelope(name, input, options);
    if (reply.code !== ReplyCode.ok) throw new ApiError(reply.code, reply.message);
    return { data: reply.data, message: reply.message };
  }
  return {
    envelope: envelope as TypedApi['envelope'],
    send: send as TypedApi['send'],
    call: (async (name: RouteName, input?: never, options?: CallOptions) => (await send(name, input, options)).data) as TypedApi['call'],
  };
}
