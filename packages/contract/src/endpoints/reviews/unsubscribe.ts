import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { REVIEW_MESSAGES } from './common.ts';

// The unsubscribe link of every mail: GET shows a page with one button (link scanners in mail systems
// follow GETs, so a GET alone must not unsubscribe), POST does it. Both answer an HTML page.

/** /email/unsubscribe?token — the token each email's unsubscribe link carries. */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(10).max(400) });
export const UNSUBSCRIBE_KINDS = ['daily_summary', 'alerts', 'marketing'] as const;
export const ZUnsubscribeResponse = ZEnvelope(
  z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), email: z.string() }),
);
export const UNSUBSCRIBE_TEXT = { done: REVIEW_MESSAGES.unsubscribed } as const;

const produces = 'An HTML page (400 with the "link not valid" page for a bad token)';

export const unsubscribePageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/email/unsubscribe',
  tags: ['notifications'],
  summary: 'Unsubscribe page',
  query: ZUnsubscribeQuery,
  produces,
});

export const unsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/email/unsubscribe',
  tags: ['notifications'],
  summary: 'Unsubscribe',
  query: ZUnsubscribeQuery,
  produces,
});
