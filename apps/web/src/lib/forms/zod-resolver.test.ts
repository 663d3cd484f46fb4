import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { topLevelErrors, zodResolver } from './zod-resolver';

const schema = z.object({
  name: z.string().min(1, 'Enter a name.').max(5, 'Too long.'),
  tags: z.array(z.object({ label: z.string().min(1, 'Enter a label.') })),
});

describe('zodResolver', () => {
  it('answers no errors for valid values', () => {
    expect(zodResolver(schema)({ name: 'ok', tags: [{ label: 'a' }] })).toEqual({});
  });

  it('maps each issue to its dotted field path, keeping the first message of a field', () => {
    const errors = zodResolver(schema)({ name: '', tags: [{ label: 'a' }, { label: '' }] });
    expect(errors).toEqual({ name: 'Enter a name.', 'tags.1.label': 'Enter a label.' });
  });

  it('puts an object-level refinement under the empty path', () => {
    const refined = z.object({ a: z.number() }).refine((v) => v.a > 0, 'Must be positive.');
    expect(zodResolver(refined)({ a: 0 })).toEqual({ '': 'Must be positive.' });
  });
});

describe('topLevelErrors', () => {
  it('keeps the first message of each top-level field', () => {
    expect(
      topLevelErrors({ 'tags.1.label': 'Enter a label.', 'tags.2.label': 'Other.', name: 'Enter a name.' }),
    ).toEqual({
      tags: 'Enter a label.',
      name: 'Enter a name.',
    });
  });
});
