import type { APIRequestContext } from '@playwright/test';
import type { TDevMailboxMessage } from '@seller-tools/contract';

/** The newest mail to `to` in the dev mailbox, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<TDevMailboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    if (res.ok()) {
      const body = (await res.json()) as { data: TDevMailboxMessage[] };
      const newest = body.data[0];
      if (newest && (!options.after || newest.created_at > options.after)) return newest;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to}`);
}

/** The 6-digit verification code in a mail. */
export function codeIn(mail: TDevMailboxMessage): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.subject}`);
  return match[1];
}

export function uniqueEmail(prefix: string): { local: string; email: string } {
  const local = `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { local, email: `${local}@gmail.com` };
}
