import { describe, expect, it } from 'vitest';
import { isImageUrl } from '../user/update-user.ts';
import { BOARD_COVER_IMAGE_FORMAT, ZCreateBoardPostRequest } from './create-board-post.ts';

// Issue 17: images the product shows to others load over https (or from this site) only.
describe('image addresses', () => {
  const post = (cover_image: string) =>
    ZCreateBoardPostRequest.safeParse({ title: 't', contents: 'c', cover_image });

  it.each(['https://cdn.example.com/a.png', '/images/news.png'])('a cover image may be %s', (url) => {
    expect(post(url).success).toBe(true);
  });

  it.each(['http://cdn.example.com/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'https://'])(
    'a cover image may not be %s',
    (url) => {
      expect(post(url).error?.issues.map((i) => i.message)).toEqual([BOARD_COVER_IMAGE_FORMAT]);
    },
  );

  it('a profile image is https only', () => {
    expect(isImageUrl('https://images.example.com/me.png')).toBe(true);
    expect(isImageUrl('http://images.example.com/me.png')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
