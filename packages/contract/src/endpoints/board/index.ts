export * from './create-board-post.ts';
export * from './list-board-posts.ts';
export * from './manage-board-posts.ts';
export * from './model.ts';
