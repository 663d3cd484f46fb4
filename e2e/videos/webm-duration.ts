// MediaRecorder writes WebM as a live stream: its Segment Info has no Duration, so a <video> reports
// Infinity until it has read the whole file, and its seek bar cannot work. This writes the Duration in.

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

type TElement = { id: number; start: number; dataStart: number; size: number | null };

function vintLength(first: number): number {
  for (let length = 1; length <= 8; length += 1) {
    if (first & (0x80 >> (length - 1))) return length;
  }
  throw new Error('not an EBML variable-length integer');
}

/** The element at `at`: its ID (marker bits kept, as IDs are written), where its data starts, its size. */
function readElement(bytes: Uint8Array, at: number): TElement {
  const idLength = vintLength(bytes[at] ?? 0);
  let id = 0;
  for (let i = 0; i < idLength; i += 1) id = id * 256 + (bytes[at + i] ?? 0);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt] ?? 0);
  let size = (bytes[sizeAt] ?? 0) & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = bytes[sizeAt + i] ?? 0;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, start: at, dataStart: sizeAt + sizeLength, size: allOnes ? null : size };
}

function readUint(bytes: Uint8Array, element: TElement): number {
  let value = 0;
  for (let i = 0; i < (element.size ?? 0); i += 1) value = value * 256 + (bytes[element.dataStart + i] ?? 0);
  return value;
}

/** An 8-byte EBML size. */
function sizeBytes(size: number): Uint8Array {
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let rest = size;
  for (let i = 7; i >= 1; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

/** The WebM with `durationMs` written into its Segment Info (replacing a Duration already there). */
export function withWebmDuration(input: Uint8Array, durationMs: number): Uint8Array {
  const header = readElement(input, 0);
  if (header.id !== EBML_HEADER || header.size === null) throw new Error('not a WebM file');
  const segment = readElement(input, header.dataStart + header.size);
  if (segment.id !== SEGMENT) throw new Error('no Segment after the EBML header');
  let at = segment.dataStart;
  while (at < input.length) {
    const element = readElement(input, at);
    if (element.size === null) break;
    if (element.id === INFO) return rewriteInfo(input, element, durationMs);
    at = element.dataStart + element.size;
  }
  throw new Error('no Segment Info before the first element of unknown size');
}

function rewriteInfo(input: Uint8Array, info: TElement, durationMs: number): Uint8Array {
  const end = info.dataStart + (info.size ?? 0);
  let scale = 1_000_000;
  const kept: Uint8Array[] = [];
  for (let at = info.dataStart; at < end; ) {
    const child = readElement(input, at);
    const childEnd = child.dataStart + (child.size ?? 0);
    if (child.id === TIMECODE_SCALE) scale = readUint(input, child);
    if (child.id !== DURATION) kept.push(input.subarray(at, childEnd));
    at = childEnd;
  }
  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]);
  new DataView(duration.buffer).setFloat64(3, (durationMs * 1_000_000) / scale);
  const content = [...kept, duration];
  const contentSize = content.reduce((sum, part) => sum + part.length, 0);
  const idBytes = input.subarray(info.start, info.start + 4);
  const parts = [
    input.subarray(0, info.start),
    idBytes,
    sizeBytes(contentSize),
    ...content,
    input.subarray(end),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
