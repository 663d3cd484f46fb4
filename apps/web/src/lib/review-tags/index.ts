export {
  createTag,
  fetchTags,
  invalidateTags,
  tagKeys,
  tagOptions,
  useCreateTag,
  useTags,
} from './tags';
