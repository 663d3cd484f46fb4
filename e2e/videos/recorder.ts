import type { Page } from '@playwright/test';

// Captures a real flow as timed screenshots with the caption showing at each moment. Playwright's own
// video recording needs a separately downloaded ffmpeg; screenshots need only the browser, and
// browser/encoder.js turns them into the WebM.

export type TFrame = { atMs: number; jpeg: string; caption: string };
export type TClip = { frames: TFrame[]; posterIndex: number };

const FRAME_INTERVAL_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Recorder {
  private current: Page;
  private captionText: string;
  private readonly frames: TFrame[] = [];
  private posterIndex = -1;
  private running = true;
  private paused = false;
  private pausedMs = 0;
  private pausedAt = 0;
  private readonly startedAt = performance.now();
  private readonly loop: Promise<void>;

  private constructor(page: Page, caption: string) {
    this.current = page;
    this.captionText = caption;
    this.loop = this.capture();
  }

  static async start(page: Page, caption = ''): Promise<Recorder> {
    return new Recorder(page, caption);
  }

  /** Records another page from now on (the consent popup, and back). */
  async follow(page: Page): Promise<void> {
    this.current = page;
  }

  caption(text: string): void {
    this.captionText = text;
  }

  /** The next frame is the poster: the first picture that shows what the video is about. */
  markPoster(): void {
    this.posterIndex = this.frames.length;
  }

  /** Keeps recording what is on screen, for the caption to be read. */
  hold(ms: number): Promise<void> {
    return sleep(ms);
  }

  /** Stops the clock while the product works on something not worth watching (an import). */
  pause(): void {
    this.paused = true;
    this.pausedAt = performance.now();
  }

  resume(): void {
    this.pausedMs += performance.now() - this.pausedAt;
    this.paused = false;
  }

  async stop(): Promise<TClip> {
    this.running = false;
    await this.loop;
    const posterIndex = Math.min(Math.max(this.posterIndex, 0), this.frames.length - 1);
    return { frames: this.frames, posterIndex };
  }

  private async capture(): Promise<void> {
    while (this.running) {
      const began = performance.now();
      if (!this.paused) {
        const atMs = began - this.startedAt - this.pausedMs;
        const caption = this.captionText;
        try {
          const shot = await this.current.screenshot({ type: 'jpeg', quality: 82, timeout: 10_000 });
          this.frames.push({ atMs, jpeg: shot.toString('base64'), caption });
        } catch {
          // The page closed between two frames (the consent popup): the recorder follows the opener next.
        }
      }
      await sleep(Math.max(0, FRAME_INTERVAL_MS - (performance.now() - began)));
    }
  }
}
