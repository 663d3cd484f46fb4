import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

// The support chat (issue 24; spec §7 "pages call a chat/feedback widget"): a conversation per company
// with our team, attachments (PNG, JPEG, PDF), staff answering from the inbox. Real time through
// Server-Sent Events, with polling as the fallback.

export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const SUPPORT_STATUSES = ['open', 'pending', 'closed'] as const;
export const SUPPORT_CANNED_REPLIES = [
  'Thanks for reaching out! We are looking into it and will get back to you shortly.',
  'Could you send a screenshot of what you see?',
  'This is fixed now. Please reload the page and let us know if it still happens.',
] as const;

export const SUPPORT_MESSAGES = {
  empty: 'Write a message or attach a file.',
  tooBig: 'Attachments may be 5 MB at most.',
  badType: 'Attach a PNG, JPEG or PDF file.',
  typeMismatch: 'The file is not the PNG, JPEG or PDF it claims to be.',
  rateLimited: 'You are sending messages too fast. Please wait a minute.',
  notFound: 'Conversation not found.',
  visitorEmail: 'Please enter your email so we can answer you.',
  visitorNoAttachments:
    'Attachments are for signed-in users. Describe it in words, or sign in to attach a file.',
} as const;

export const ZSupportMessage = z.object({
  id: z.string(),
  from_staff: z.boolean(),
  author_name: z.string(),
  body: z.string(),
  attachment: z.object({ id: z.string(), name: z.string(), type: z.string(), size: z.number() }).nullable(),
  created_at: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportConversation = z.object({
  id: z.string(),
  /** Opened by a visitor of the public site (not signed in): company_name is "Visitor", answers go by email. */
  visitor: z.boolean(),
  company_name: z.string(),
  opened_by_email: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  assigned_to: z.string().nullable(),
  last_message_at: z.string(),
  messages: z.array(ZSupportMessage),
});
export type TSupportConversation = z.infer<typeof ZSupportConversation>;

export const ZSupportPost = z.object({
  body: z.string().trim().max(SUPPORT_MESSAGE_MAX),
  /** base64 of the file; its type is checked against its first bytes on the server. */
  attachment: z
    .object({
      name: z.string().trim().min(1).max(200),
      type: z.enum(SUPPORT_ATTACHMENT_TYPES),
      data: z.string().max(7_000_000),
    })
    .nullable()
    .default(null),
});
export type TSupportPost = z.input<typeof ZSupportPost>;

const tags = ['support'];

/** An inbox change that names neither a status nor an assignment (found by the API fuzzer: was a 500). */
export const SUPPORT_NOTHING_TO_CHANGE = 'Say what to change: a status, or whether to assign it to you.';

/** The caller's company conversation (null before the first message). */
export const supportConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/support/conversation',
  tags,
  summary: "The caller's company support conversation",
  response: ZEnvelope(ZSupportConversation.nullable()),
});
export const supportPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/support/messages',
  tags,
  summary: 'Write to support (rate-limited)',
  body: ZSupportPost,
  response: ZEnvelope(ZSupportConversation),
});
export const supportStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/support/stream',
  tags,
  summary: 'Server-Sent Events: "message" whenever the conversation changes',
  produces: 'text/event-stream',
});
export const supportAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/support/attachments/:id',
  tags,
  summary: 'An attachment of a conversation the caller may see',
  params: z.object({ id: z.uuid() }),
  produces: 'the file',
});

// Staff inbox (super-admin).
export const supportInboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/support/conversations',
  tags,
  summary: 'Every conversation, newest first (super-admin)',
  query: z.object({ status: z.enum(SUPPORT_STATUSES).optional() }),
  response: ZEnvelope(z.array(ZSupportConversation)),
});
export const supportReplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/support/conversations/:id/messages',
  tags,
  summary: 'Answer a conversation; the user is mailed when away (super-admin)',
  params: z.object({ id: z.uuid() }),
  body: ZSupportPost,
  response: ZEnvelope(ZSupportConversation),
});
export const supportUpdateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/support/conversations/:id',
  tags,
  summary: 'Assign a conversation or change its status (super-admin)',
  params: z.object({ id: z.uuid() }),
  body: z
    .object({ status: z.enum(SUPPORT_STATUSES).optional(), assign_to_me: z.boolean().optional() })
    .refine((change) => change.status !== undefined || change.assign_to_me !== undefined, {
      message: SUPPORT_NOTHING_TO_CHANGE,
    }),
  response: ZEnvelope(ZSupportConversation),
});

// Visitors of the public site (not signed in): a conversation authorised by an unguessable token the
// server hands out with the first message and the browser keeps; text only, rate-limited per IP.

/** How a visitor's conversation shows in the inbox. */
export const SUPPORT_VISITOR_COMPANY = 'Visitor';
/** The browser's storage key of the visitor token. */
export const SUPPORT_VISITOR_TOKEN_KEY = 'seller-tools.support-visitor-token';

export const ZSupportVisitorPost = z.object({
  email: z.email(SUPPORT_MESSAGES.visitorEmail).max(254),
  body: z.string().trim().min(1, SUPPORT_MESSAGES.empty).max(SUPPORT_MESSAGE_MAX),
  /** Absent on the first message; the answer's token afterwards. */
  token: z.string().trim().min(20).max(100).optional(),
  /** Refused with a readable message when given: visitors cannot attach files. */
  attachment: z.unknown().optional(),
});
export type TSupportVisitorPost = z.input<typeof ZSupportVisitorPost>;
const ZVisitorQuery = z.object({ token: z.string().trim().min(20).max(100) });

export const supportVisitorPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/support/visitor/messages',
  tags,
  summary: 'A visitor writes to support (no sign-in; rate-limited per IP; no attachments)',
  body: ZSupportVisitorPost,
  response: ZEnvelope(z.object({ token: z.string(), conversation: ZSupportConversation })),
});
export const supportVisitorConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/support/visitor/conversation',
  tags,
  summary: "The visitor's conversation, by its token",
  query: ZVisitorQuery,
  response: ZEnvelope(ZSupportConversation),
});
export const supportVisitorStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/support/visitor/stream',
  tags,
  summary: "Server-Sent Events of the visitor's conversation, by its token",
  query: ZVisitorQuery,
  produces: 'text/event-stream',
});
