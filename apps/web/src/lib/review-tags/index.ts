export { createTag, fetchTags, TAGS_PATH, tagKeys, tagOptions, useCreateTag, useTags } from './tags';
