import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, ReplyCode, translate } from '@portal/contracts';

/**
 * Requests Node refuses before Express sees them (headers over --max-http-header-size: 431; a
 * request line or header it cannot parse: 400) get the portal's envelope, not Node's bare status
 * line. No request was parsed, so there is no Lang header to honour: the default language.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ code: ReplyCode.validation, message: translate('common.badRequest', DEFAULT_LOCALE), data: null });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
