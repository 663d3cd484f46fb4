import { productVideoFiles } from '@seller-tools/contract';
import type { Ref } from 'react';
import classes from './product-video.module.css';

interface ProductVideoProps {
  id: string;
  title: string;
  ref?: Ref<HTMLVideoElement>;
}

/**
 * One of the product's own videos (recorded from the product by `npm run videos:record`). Lazy: with
 * preload="none" the browser fetches only the poster until the user presses play, so opening the page
 * or modal costs one small image, and nothing of it is in the JavaScript bundle. The captions are burned
 * into the picture and also given as a WebVTT track for screen readers and caption settings.
 */
export function ProductVideo({ id, title, ref }: ProductVideoProps) {
  const files = productVideoFiles(id);
  return (
    <video
      ref={ref}
      className={classes.video}
      controls
      preload="none"
      playsInline
      poster={files.poster}
      aria-label={`${title} video`}
      width={1280}
      height={720}
    >
      <source src={files.video} type="video/webm" />
      <track kind="captions" src={files.captions} srcLang="en" label="English" />
    </video>
  );
}
