import { render, screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectLazyVideo } from '../../../test/videos';
import { ProductVideo } from './product-video';

describe('ProductVideo', () => {
  it('is a lazy player of the recorded video: poster, WebM source and captions, nothing preloaded', () => {
    render(<ProductVideo id="review-observer" title="Review Observer Intro" />);
    expectLazyVideo(screen.getByLabelText('Review Observer Intro video'), 'review-observer');
  });
});
