import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { TClip } from './recorder.ts';
import { withWebmDuration } from './webm-duration.ts';

// Frames → WebM, poster and WebVTT captions, encoded by Chromium itself (browser/encoder.js), then played
// back in Chromium to prove the file decodes.

const ENCODER_SCRIPT = fileURLToPath(new URL('./browser/encoder.js', import.meta.url));
// UI walkthroughs change little between frames: a low bitrate keeps each file well under 1 MB.
const SIZE = { width: 1280, height: 720, bitrate: 280_000 };
/**
 * The longest a single screenshot stays on screen: waits on the network are shortened to this. Long
 * enough for a busy machine, where one screenshot can take over a second.
 */
const MAX_HOLD_MS = 3500;
/**
 * The longest one unchanged picture under one caption stays: a page the product was still loading (a
 * drawer on a busy machine) is not fifteen seconds of nothing. The flows' reading holds are shorter.
 */
const MAX_STILL_MS = 4000;
const LAST_HOLD_MS = 1800;

export type TEncoded = { webm: Uint8Array; poster: Buffer; vtt: string; durationMs: number };
export type TPlayCheck = {
  duration: number;
  width: number;
  height: number;
  colours: number;
  advanced: number;
};

type TTimedFrame = { jpeg: string; caption: string; holdMs: number };

/** Each frame with how long it shows; repeats of one picture under one caption merged into one frame. */
function timeline(clip: TClip): { frames: TTimedFrame[]; posterIndex: number } {
  const frames: TTimedFrame[] = [];
  let posterIndex = 0;
  clip.frames.forEach((frame, i) => {
    const nextAt = clip.frames[i + 1]?.atMs;
    const holdMs = nextAt === undefined ? LAST_HOLD_MS : Math.min(nextAt - frame.atMs, MAX_HOLD_MS);
    const last = frames.at(-1);
    if (last && last.jpeg === frame.jpeg && last.caption === frame.caption && i !== clip.posterIndex) {
      last.holdMs = Math.min(last.holdMs + holdMs, MAX_STILL_MS);
    } else {
      frames.push({ jpeg: frame.jpeg, caption: frame.caption, holdMs });
    }
    if (i === clip.posterIndex) posterIndex = frames.length - 1;
  });
  return { frames, posterIndex };
}

function cueTime(ms: number): string {
  const date = new Date(Math.max(0, Math.round(ms)));
  return date.toISOString().slice(11, 23);
}

/** The burned-in captions again as WebVTT, one cue per caption, on the encoded timeline. */
export function captionsVtt(frames: TTimedFrame[]): string {
  const cues: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const frame of frames) {
    const last = cues.at(-1);
    if (last && last.text === frame.caption && last.end === at) last.end = at + frame.holdMs;
    else if (frame.caption) cues.push({ start: at, end: at + frame.holdMs, text: frame.caption });
    at += frame.holdMs;
  }
  const body = cues.map((cue) => `${cueTime(cue.start)} --> ${cueTime(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/** A blank page of Chromium with the encoder loaded. */
export async function openEncoder(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
  await page.addScriptTag({ path: ENCODER_SCRIPT });
}

export async function encodeClip(encoder: Page, clip: TClip): Promise<TEncoded> {
  const { frames, posterIndex } = timeline(clip);
  const result = await encoder.evaluate(
    (input) =>
      (globalThis as unknown as { encodeClip(i: unknown): Promise<Record<string, unknown>> }).encodeClip(
        input,
      ),
    { ...SIZE, frames, posterIndex },
  );
  const durationMs = Number(result.durationMs);
  const webm = withWebmDuration(new Uint8Array(Buffer.from(String(result.webm), 'base64')), durationMs);
  return { webm, poster: Buffer.from(String(result.poster), 'base64'), vtt: captionsVtt(frames), durationMs };
}

/** Plays the WebM in Chromium: throws unless it has a duration, a real picture, and time moves on play. */
export async function playCheck(encoder: Page, webm: Uint8Array): Promise<TPlayCheck> {
  const seen = (await encoder.evaluate(
    (base64) => (globalThis as unknown as { playCheck(b: string): Promise<unknown> }).playCheck(base64),
    Buffer.from(webm).toString('base64'),
  )) as TPlayCheck;
  const ok =
    Number.isFinite(seen.duration) &&
    seen.duration > 1 &&
    seen.width === SIZE.width &&
    seen.colours > 8 &&
    seen.advanced > 0;
  if (!ok) throw new Error(`the video does not play back: ${JSON.stringify(seen)}`);
  return seen;
}
