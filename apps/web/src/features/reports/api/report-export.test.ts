import { describe, expect, it } from 'vitest';
import { fileNameOf } from './report-export';

describe('fileNameOf', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="reviews-2025-01-01.csv"')).toBe('reviews-2025-01-01.csv');
    expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9views.csv`)).toBe('réviews.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
