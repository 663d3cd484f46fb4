import {
  DEFAULT_TAG_NAME,
  dupTitle,
  isNameDefault,
  maxLength,
  REVIEW_MESSAGES,
  required,
  TAG_NAME_MAX,
  type TRule,
  type TTag,
  validate,
} from '@seller-tools/contract';

/** The rules a tag name obeys (spec §5: isNameDefault, dupTitle), with the server's own messages. */
export function tagNameRules(tags: readonly TTag[], ownId: string | null): TRule[] {
  return [
    required('Enter a tag name.'),
    maxLength(TAG_NAME_MAX, `Use at most ${TAG_NAME_MAX} characters.`),
    isNameDefault(DEFAULT_TAG_NAME, REVIEW_MESSAGES.tagNameDefault),
    dupTitle(
      tags.filter((tag) => tag.tag_id !== ownId).map((tag) => tag.name),
      REVIEW_MESSAGES.tagNameTaken,
    ),
  ];
}

/** The first broken rule's message, or null. */
export function tagNameError(name: string, tags: readonly TTag[], ownId: string | null): string | null {
  return validate(name, tagNameRules(tags, ownId));
}
