/** A reply whose code is not 200: its code and the server's localised message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * No envelope came back (no connection, a page that is not an envelope): the server may or may not
 * have run the request. `code` is 0, or the HTTP status of a reply that was not an envelope.
 */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
}

/** No reply within the client's time limit; the request was abandoned (the server may still run it). */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
  constructor(message: string) {
    super(0, message);
  }
}
