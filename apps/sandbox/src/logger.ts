import { type Logger, pino } from 'pino';
import pretty from 'pino-pretty';

/**
 * The sandbox's logger: readable lines, tagged "sandbox", when stdout is a terminal (`npm start` in a
 * shell, beside the server's); JSON lines for a pipe or a file, as the server does.
 */
export function createSandboxLogger(level: string, stdout: { isTTY?: boolean } = process.stdout): Logger {
  if (stdout.isTTY !== true) return pino({ level });
  const stream = pretty({
    sync: true,
    colorize: pretty.isColorSupported,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return pino({ level, name: 'sandbox' }, stream);
}
