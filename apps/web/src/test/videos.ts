import { productVideoFiles } from '@seller-tools/contract';
import { expect } from 'vitest';

/**
 * `video` is the product video `id`, lazy: controls, nothing preloaded, its poster, its WebM source and
 * its WebVTT captions.
 */
export function expectLazyVideo(video: HTMLElement, id: string) {
  const files = productVideoFiles(id);
  expect(video.tagName).toBe('VIDEO');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).toHaveAttribute('poster', files.poster);
  const source = video.querySelector('source');
  expect(source).toHaveAttribute('src', files.video);
  expect(source).toHaveAttribute('type', 'video/webm');
  const track = video.querySelector('track');
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('src', files.captions);
}
