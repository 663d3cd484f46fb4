import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  BROKEN_TEXT_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacter,
  textProblems,
} from './control-characters.ts';

describe('control characters', () => {
  it('are C0 except tab, line feed and carriage return, and DEL', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f']) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    for (const text of ['plain', 'tab\there', 'two\nlines', 'crlf\r\n', 'café ✓ 😀', '\u0080\u00a0']) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });

  it('are found at any depth, in values and keys, beside broken characters', () => {
    expect(
      textProblems({
        a: 'ok 😀',
        b: ['x', 'y\u0000'],
        c: { 'k\u0001': 1 },
        d: 3,
        e: 'half \ud83d',
        f: '\ude00',
      }),
    ).toEqual([
      { path: ['b', 1], message: CONTROL_CHARACTERS_MESSAGE },
      { path: ['c', 'k\u0001'], message: CONTROL_CHARACTERS_MESSAGE },
      { path: ['e'], message: BROKEN_TEXT_MESSAGE },
      { path: ['f'], message: BROKEN_TEXT_MESSAGE },
    ]);
  });

  it("are refused in every endpoint's params, query and body, naming the field", () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/example/:id',
      summary: 'Example',
      tags: ['example'],
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string().optional() }),
      body: z.object({ name: z.string(), items: z.array(z.object({ label: z.string() })) }),
    });
    const body = endpoint.body.safeParse({ name: 'ok', items: [{ label: 'bad\u0000' }] });
    expect(body.success).toBe(false);
    expect(body.error?.issues).toEqual([
      expect.objectContaining({ path: ['items', 0, 'label'], message: CONTROL_CHARACTERS_MESSAGE }),
    ]);
    expect(endpoint.query.safeParse({ q: '\u007f' }).success).toBe(false);
    expect(endpoint.params.safeParse({ id: 'a\u001fb' }).success).toBe(false);
    expect(endpoint.body.safeParse({ name: 'line\nbreak\tand tab', items: [] }).success).toBe(true);
  });
});
