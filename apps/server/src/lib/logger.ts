import { type Logger, pino } from 'pino';

export type TLogger = Logger;

export function createLogger(level: string): TLogger {
  return pino({
    level,
    // Never write secrets to the log, whatever the route.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.passwordConfirm',
        '*.current_password',
        '*.new_password',
      ],
      censor: '[redacted]',
    },
  });
}
