export { fetchTags, TAGS_PATH, tagKeys, tagOptions, useTags } from './tags';
