import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

// Report documents are read as streams and gunzipped as they arrive, with a cap on what they may grow
// to: a ledger of a large seller is tens of megabytes, a hostile or broken gzip can be gigabytes (a
// "zip bomb" grows a thousandfold). Past the cap the read stops with ReportTooLargeError.

/** What a report document may decompress to (and its bytes if it is sent plain). */
export const REPORT_MAX_BYTES = 256 * 1024 * 1024;

export class ReportTooLargeError extends Error {
  readonly code = 'report_too_large';
  constructor(limit: number) {
    super(`the report document exceeds ${limit} bytes`);
    this.name = 'ReportTooLargeError';
  }
}

/**
 * Reads a body (a fetch Response's stream, or bytes) to text, gunzipping it on the way when `gzip` (or,
 * with 'auto', when it starts with gzip's magic bytes), and stops as soon as the output passes `maxBytes`.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array> | Uint8Array | null,
  options: { gzip: boolean | 'auto'; maxBytes?: number; charset?: string | null },
): Promise<string> {
  const limit = options.maxBytes ?? REPORT_MAX_BYTES;
  if (body === null) return '';
  const source =
    body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : Readable.fromWeb(body as TWebStream);
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  if (first.done) return '';
  const head = Buffer.from(first.value);
  const gzip = options.gzip === 'auto' ? head[0] === 0x1f && head[1] === 0x8b : options.gzip;
  // The first chunk was read to look at it: the pipeline gets it back in front of the rest.
  const rest = async function* () {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  };
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (input: AsyncIterable<Buffer>) => {
    for await (const chunk of input) {
      size += chunk.length;
      if (size > limit) throw new ReportTooLargeError(limit);
      chunks.push(chunk);
    }
  };
  if (gzip) await pipeline(Readable.from(rest()), createGunzip(), collect);
  else await pipeline(Readable.from(rest()), collect);
  return new TextDecoder(textDecoderLabel(options.charset)).decode(Buffer.concat(chunks, size));
}

// Amazon names report charsets the Java way at times (Cp1252, MS932, Windows-31J): TextDecoder knows
// them by their WHATWG labels.
const JAVA_CHARSETS: Record<string, string> = {
  cp1252: 'windows-1252',
  ms932: 'shift_jis',
  'windows-31j': 'shift_jis',
  sjis: 'shift_jis',
  utf8: 'utf-8',
};

/** The charset a Content-Type names (`text/plain;charset=Cp1252` → Cp1252), null when it names none. */
export function charsetOf(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

/** A label TextDecoder accepts for the charset; UTF-8 for none or one it does not know. */
export function textDecoderLabel(charset: string | null | undefined): string {
  if (!charset) return 'utf-8';
  const label = JAVA_CHARSETS[charset.toLowerCase()] ?? charset;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'utf-8';
  }
}

type TWebStream = import('node:stream/web').ReadableStream<Uint8Array>;
