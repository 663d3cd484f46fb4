import { createHash, randomBytes } from 'node:crypto';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_MESSAGES,
  SUPPORT_VISITOR_COMPANY,
  type TSupportConversation,
  type TSupportPost,
} from '@seller-tools/contract';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { companies, supportConversations, supportMessages, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { firstOrNotFound } from '../../lib/first-or-not-found.ts';
import { AppError } from '../../lib/outcome.ts';
import { hitWindow } from '../../lib/windowed-counter.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TSupportEvents } from './support-events.ts';

// The support chat: a company's conversation (its admins and whoever opened it see it), staff replies
// from the inbox, attachments checked by their first bytes, a per-user rate limit, a mail when staff
// answer while nobody of the company has the chat open, and change events for the SSE streams.

export type TSupportDeps = { db: TDb; clock: TClock; mailer: TMailer; publicUrl: string };
type TServiceDeps = TSupportDeps & { events: Pick<TSupportEvents, 'publish'> };
export type TSupportActor = { userId: string; companyId: string; isCompanyAdmin: boolean };
type TPost = z.output<typeof import('@seller-tools/contract').ZSupportPost>;

const MESSAGES_PER_MINUTE = 20;
/** Visitors are anonymous: a tighter limit, counted per IP address. */
const VISITOR_MESSAGES_PER_MINUTE = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Someone of the company counts as present this long after they last had the chat open. */
const AWAY_AFTER_MS = 2 * 60_000;

const MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** The attachment's bytes, refused unless they are the PNG, JPEG or PDF they claim to be and small enough. */
export function checkAttachment(attachment: NonNullable<TSupportPost['attachment']>): Buffer {
  const data = Buffer.from(attachment.data, 'base64');
  if (data.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw new AppError('invalid', SUPPORT_MESSAGES.tooBig);
  const magic = MAGIC[attachment.type];
  if (!magic) throw new AppError('invalid', SUPPORT_MESSAGES.badType);
  if (data.length < magic.length || magic.some((byte, i) => data[i] !== byte)) {
    throw new AppError('invalid', SUPPORT_MESSAGES.typeMismatch);
  }
  return data;
}

export function createSupportChat(deps: TServiceDeps) {
  const { db, clock, events } = deps;

  async function present(ids: string[]): Promise<TSupportConversation[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ c: supportConversations, companyName: companies.name, openedByEmail: users.email })
      .from(supportConversations)
      .leftJoin(companies, eq(companies.id, supportConversations.companyId))
      .leftJoin(users, eq(users.id, supportConversations.openedBy))
      .where(inArray(supportConversations.id, ids))
      .orderBy(desc(supportConversations.lastMessageAt));
    const messages = await db
      .select({
        id: supportMessages.id,
        conversationId: supportMessages.conversationId,
        fromStaff: supportMessages.fromStaff,
        authorName: users.name,
        body: supportMessages.body,
        attachmentName: supportMessages.attachmentName,
        attachmentType: supportMessages.attachmentType,
        attachmentSize: supportMessages.attachmentSize,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.authorId))
      .where(inArray(supportMessages.conversationId, ids))
      .orderBy(asc(supportMessages.createdAt));
    return rows.map(({ c, companyName, openedByEmail }) => ({
      id: c.id,
      visitor: c.companyId === null,
      company_name: companyName ?? SUPPORT_VISITOR_COMPANY,
      opened_by_email: openedByEmail ?? c.visitorEmail ?? '',
      status: c.status,
      assigned_to: c.assignedTo,
      last_message_at: c.lastMessageAt.toISOString(),
      messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          id: m.id,
          from_staff: m.fromStaff === 'staff',
          author_name:
            m.fromStaff === 'staff'
              ? `${m.authorName} (Seller Tools)`
              : (m.authorName ?? (c.visitorEmail ? `${c.visitorEmail} (visitor)` : SUPPORT_VISITOR_COMPANY)),
          body: m.body,
          attachment:
            m.attachmentName && m.attachmentType
              ? { id: m.id, name: m.attachmentName, type: m.attachmentType, size: m.attachmentSize ?? 0 }
              : null,
          created_at: m.createdAt.toISOString(),
        })),
    }));
  }

  /** The conversation the actor sees: their company's latest one they opened, or any of it for an admin. */
  async function mineId(actor: TSupportActor): Promise<string | null> {
    const [row] = await db
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(
        and(
          eq(supportConversations.companyId, actor.companyId),
          actor.isCompanyAdmin ? undefined : eq(supportConversations.openedBy, actor.userId),
          ne(supportConversations.status, 'closed'),
        ),
      )
      .orderBy(desc(supportConversations.lastMessageAt))
      .limit(1);
    return row?.id ?? null;
  }

  function one(id: string): Promise<TSupportConversation> {
    return firstOrNotFound(present([id]), SUPPORT_MESSAGES.notFound);
  }

  /** A message's refusals, checked before anything is written: its attachment's bytes, or null. */
  function checkedPost(post: TPost): Buffer | null {
    if (!post.body && !post.attachment) throw new AppError('invalid', SUPPORT_MESSAGES.empty);
    return post.attachment ? checkAttachment(post.attachment) : null;
  }

  async function write(conversationId: string, authorId: string | null, fromStaff: boolean, post: TPost) {
    const data = checkedPost(post);
    const now = clock.now();
    await db.insert(supportMessages).values({
      conversationId,
      authorId,
      fromStaff: fromStaff ? 'staff' : 'user',
      body: post.body,
      ...(post.attachment && data
        ? {
            attachmentName: post.attachment.name,
            attachmentType: post.attachment.type,
            attachmentSize: data.length,
            attachment: data,
          }
        : {}),
      createdAt: now,
    });
    await db
      .update(supportConversations)
      .set({ lastMessageAt: now, ...(fromStaff ? {} : { status: 'open' as const, userSeenAt: now }) })
      .where(eq(supportConversations.id, conversationId));
    await events.publish(conversationId);
  }

  /** The visitor conversation a token opens; not found for any other token (nothing says which exist). */
  async function visitorId(token: string): Promise<string> {
    const row = await firstOrNotFound(
      db
        .select({ id: supportConversations.id })
        .from(supportConversations)
        .where(eq(supportConversations.visitorTokenHash, hashToken(token))),
      SUPPORT_MESSAGES.notFound,
    );
    return row.id;
  }

  return {
    mineId,
    visitorId,

    /** A visitor's conversation by its token; reading it counts as having the chat open. */
    async visitorConversation(token: string): Promise<TSupportConversation> {
      const id = await visitorId(token);
      await db
        .update(supportConversations)
        .set({ userSeenAt: clock.now() })
        .where(eq(supportConversations.id, id));
      return one(id);
    },

    /**
     * A visitor writes (public site, not signed in): text only, at most VISITOR_MESSAGES_PER_MINUTE per IP.
     * Without a token it opens a conversation and hands out a new unguessable token (only its hash is kept).
     */
    async visitorPost(
      ip: string,
      post: { email: string; body: string; token?: string | undefined; attachment?: unknown },
    ): Promise<{ token: string; conversation: TSupportConversation }> {
      if (post.attachment !== undefined && post.attachment !== null) {
        throw new AppError('invalid', SUPPORT_MESSAGES.visitorNoAttachments);
      }
      const { count } = await hitWindow(db, `support-visitor:${ip}`, 60_000, clock.now());
      if (count > VISITOR_MESSAGES_PER_MINUTE)
        throw new AppError('rate-limited', SUPPORT_MESSAGES.rateLimited, { retryAfterSeconds: 60 });
      let token = post.token;
      let id: string;
      if (token) {
        id = await visitorId(token);
        await db
          .update(supportConversations)
          .set({ visitorEmail: post.email })
          .where(eq(supportConversations.id, id));
      } else {
        token = randomBytes(32).toString('base64url');
        const [created] = await db
          .insert(supportConversations)
          .values({ visitorEmail: post.email, visitorTokenHash: hashToken(token) })
          .returning({ id: supportConversations.id });
        if (!created) throw new Error('conversation insert returned no row');
        id = created.id;
      }
      await write(id, null, false, { body: post.body, attachment: null });
      return { token, conversation: await one(id) };
    },

    async mine(actor: TSupportActor): Promise<TSupportConversation | null> {
      const id = await mineId(actor);
      if (!id) return null;
      await db
        .update(supportConversations)
        .set({ userSeenAt: clock.now() })
        .where(eq(supportConversations.id, id));
      return one(id);
    },

    async seen(conversationId: string): Promise<void> {
      await db
        .update(supportConversations)
        .set({ userSeenAt: clock.now() })
        .where(eq(supportConversations.id, conversationId));
    },

    async post(actor: TSupportActor, post: TPost): Promise<TSupportConversation> {
      const { count } = await hitWindow(db, `support-chat:${actor.userId}`, 60_000, clock.now());
      if (count > MESSAGES_PER_MINUTE)
        throw new AppError('rate-limited', SUPPORT_MESSAGES.rateLimited, { retryAfterSeconds: 60 });
      // Refused before the first message's conversation is created: a refusal writes nothing.
      checkedPost(post);
      let id = await mineId(actor);
      if (!id) {
        const [created] = await db
          .insert(supportConversations)
          .values({ companyId: actor.companyId, openedBy: actor.userId })
          .returning({ id: supportConversations.id });
        if (!created) throw new Error('conversation insert returned no row');
        id = created.id;
      }
      await write(id, actor.userId, false, post);
      return one(id);
    },

    async inbox(status?: TSupportConversation['status']): Promise<TSupportConversation[]> {
      const rows = await db
        .select({ id: supportConversations.id })
        .from(supportConversations)
        .where(status ? eq(supportConversations.status, status) : undefined)
        .orderBy(desc(supportConversations.lastMessageAt))
        .limit(100);
      return present(rows.map((r) => r.id));
    },

    async reply(staffId: string, conversationId: string, post: TPost): Promise<TSupportConversation> {
      const conversation = await firstOrNotFound(
        db
          .select({ c: supportConversations, email: users.email })
          .from(supportConversations)
          .leftJoin(users, eq(users.id, supportConversations.openedBy))
          .where(eq(supportConversations.id, conversationId)),
        SUPPORT_MESSAGES.notFound,
      );
      await write(conversationId, staffId, true, post);
      await db
        .update(supportConversations)
        .set({ status: 'pending', assignedTo: conversation.c.assignedTo ?? staffId })
        .where(eq(supportConversations.id, conversationId));
      const seen = conversation.c.userSeenAt?.getTime() ?? 0;
      const to = conversation.email ?? conversation.c.visitorEmail;
      if (to && clock.now().getTime() - seen > AWAY_AFTER_MS) {
        // A visitor has no dashboard: they reply from the chat on the public site, which keeps their token.
        const where = conversation.c.companyId ? '/dashboard' : '/';
        await deps.mailer.send({
          to,
          subject: 'Seller Tools support answered you',
          text: `Our team answered your message:\n\n${post.body || '(an attachment)'}\n\nOpen Seller Tools to reply: ${deps.publicUrl.replace(/\/$/, '')}${where}`,
        });
      }
      return one(conversationId);
    },

    async update(
      staffId: string,
      conversationId: string,
      change: { status?: TSupportConversation['status'] | undefined; assign_to_me?: boolean | undefined },
    ) {
      await db
        .update(supportConversations)
        .set({
          ...(change.status ? { status: change.status } : {}),
          ...(change.assign_to_me === true
            ? { assignedTo: staffId }
            : change.assign_to_me === false
              ? { assignedTo: null }
              : {}),
        })
        .where(eq(supportConversations.id, conversationId));
      await events.publish(conversationId);
      return one(conversationId);
    },

    /** An attachment the actor may see (staff: any). */
    async attachment(actor: TSupportActor & { staff: boolean }, messageId: string) {
      const [row] = await db
        .select({ m: supportMessages, c: supportConversations })
        .from(supportMessages)
        .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
        .where(
          and(
            eq(supportMessages.id, messageId),
            actor.staff
              ? undefined
              : and(
                  eq(supportConversations.companyId, actor.companyId),
                  actor.isCompanyAdmin ? undefined : or(eq(supportConversations.openedBy, actor.userId)),
                ),
          ),
        );
      if (!row?.m.attachment) throw new AppError('not-found', SUPPORT_MESSAGES.notFound);
      return {
        name: row.m.attachmentName ?? 'file',
        type: row.m.attachmentType ?? 'application/octet-stream',
        data: row.m.attachment,
      };
    },
  };
}
