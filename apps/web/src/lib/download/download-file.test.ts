import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="review-requests.csv"')).toBe('review-requests.csv');
    expect(fileNameOf('attachment; filename=log.csv')).toBe('log.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9quests.csv`)).toBe(
      'réquests.csv',
    );
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
