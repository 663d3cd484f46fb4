import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import pretty from 'pino-pretty';

export type TLogger = Logger;

/** How log lines are written: readable for a person at a terminal, one JSON object a line otherwise. */
export type TLogFormat = 'pretty' | 'json';

/**
 * A terminal (`npm start` in a shell) gets readable lines; a pipe or a file (a container's log collector,
 * a test harness, `npm start > log`) gets JSON, which tools parse.
 */
export function logFormatFor(stdout: { isTTY?: boolean }): TLogFormat {
  return stdout.isTTY === true ? 'pretty' : 'json';
}

// Query parameters that carry a credential (an unsubscribe or reset token, an OAuth code or state, an
// MFA token): their values never reach the log. Any parameter whose name holds one of these words counts.
const SECRET_PARAMS = /token|code|state|password|secret|signature|key/i;
const REDACTED = '[redacted]';

/** The request URL as logged: each secret query parameter's value replaced, the rest as sent. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return eq !== -1 && SECRET_PARAMS.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

type TLoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's request fields (lib/logger-pino.js), with the URL's secrets redacted. */
function serializeRequest(req: TLoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The product's logger. `destination` (stdout by default) lets a test read what it writes; `format`
 * defaults to JSON for a given destination and to what stdout is (terminal or not) otherwise.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  format: TLogFormat = destination ? 'json' : logFormatFor(process.stdout),
): TLogger {
  const options: LoggerOptions = {
    level,
    serializers: { req: serializeRequest },
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
  };
  if (format === 'pretty') {
    // In-process and synchronous (no worker thread): a line is on the terminal before the process exits.
    // One line per entry, fields after the message; pid and hostname say nothing on one's own machine.
    const stream = pretty({
      destination: destination ?? process.stdout,
      sync: true,
      colorize: destination ? false : pretty.isColorSupported,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    });
    return pino({ ...options, name: 'server' }, stream);
  }
  return destination ? pino(options, destination) : pino(options);
}
