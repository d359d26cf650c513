import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// Secrets never reach a log line: tokens, cookies and every password-like field are redacted.
/** A request URL for the logs: the game launch token (`t`) and any `token` in its query are replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:t|token)=)[^&#]*/g, '$1[redacted]');
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.paypassword',
        '*.newpasword',
        '*.confirmPass',
        '*.pay_pass',
        '*.api_token',
        'req.query.t',
        'req.query.token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
