import type { TBoardPost } from '@seller-tools/contract';
import { fixture } from './fixture';

/** A published changelog post, "Faster imports"; `overrides` make it another. */
export const boardPost = fixture<TBoardPost>(() => ({
  _id: '7f1c7a3e-1b2c-4d5e-8f90-1234567890ab',
  type: 'changelog',
  title: 'Faster imports',
  contents: '<p>Twice as fast.</p>',
  cover_image: null,
  bullet_content_list: [],
  reference_content: null,
  created_at: '2025-03-01T10:00:00.000Z',
  publish_at: '2025-03-07T10:00:00.000Z',
  published: true,
  is_new: false,
}));
