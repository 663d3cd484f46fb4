// A file's type from its first bytes (magic numbers), never from its name or the browser's word: an
// upload named proof.pdf that is an executable is refused.

export type TSniffedMime = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: { mime: TSniffedMime; bytes: number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type the bytes are, among PDF, PNG and JPEG; null for anything else. */
export function sniffMime(bytes: Uint8Array): TSniffedMime | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.mime ?? null;
}

export const EXTENSION_OF: Readonly<Record<TSniffedMime, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Base64 (whitespace allowed) to bytes. */
export function decodeBase64(base64: string): Buffer {
  return Buffer.from(base64.replace(/\s+/g, ''), 'base64');
}

/** A name safe for Content-Disposition and file systems: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 120);
  return cleaned || fallback;
}
