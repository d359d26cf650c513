import { pino, type Logger } from 'pino';

export type { Logger };

// Secrets never reach a log line: tokens, cookies and every password-like field are redacted.
export function createLogger(level: string): Logger {
  return pino({
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
      ],
      censor: '[redacted]',
    },
  });
}
