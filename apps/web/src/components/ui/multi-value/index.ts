export { ConfirmedMultiSelect } from './confirmed-multi-select';
export { ConfirmedTagsInput } from './confirmed-tags-input';
export { removalQuestion, useRemovalConfirm } from './use-removal-confirm';
