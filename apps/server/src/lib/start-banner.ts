// What `npm start` ends with on a terminal: where each part of the product is, in one glance, after the
// start-up log lines have scrolled by.
import type { TAdminBootstrapResult } from './admin-bootstrap.ts';

export type TStartBannerFacts = {
  appUrl: string;
  /** The marketplace sandbox the Amazon calls go to; null in production (Amazon itself). */
  sandboxUrl: string | null;
  /** Where mail is read when none leaves the machine; null in production. */
  mailboxUrl: string | null;
  apiDocsUrl: string;
  /** Who may read the API docs when not everyone may (production: super-admins). */
  apiDocsAudience: string | null;
  /**
   * The administrator line: `First administrator: … / <password> — …` exactly as printed when it was
   * created in this start (the password is shown nowhere else), or where to find the one that exists.
   */
  administrator: string | null;
};

export function startBannerFacts(input: {
  config: { NODE_ENV: string; PUBLIC_URL: string; SANDBOX_PORT: number; ADMIN_EMAIL?: string };
  apiDocsPath: string;
  mailboxUrl: string | null;
  /** The line ensureFirstAdmin printed in this start, if it created the administrator. */
  createdAdminLine: string | null;
  adminOutcome: TAdminBootstrapResult;
}): TStartBannerFacts {
  const { config } = input;
  const production = config.NODE_ENV === 'production';
  return {
    appUrl: config.PUBLIC_URL,
    sandboxUrl: production ? null : `http://localhost:${config.SANDBOX_PORT}`,
    mailboxUrl: input.mailboxUrl,
    apiDocsUrl: new URL(input.apiDocsPath, config.PUBLIC_URL).href,
    apiDocsAudience: production ? 'super-admins only' : null,
    administrator: administratorLine(input, config.ADMIN_EMAIL),
  };
}

function administratorLine(
  input: { createdAdminLine: string | null; adminOutcome: TAdminBootstrapResult },
  adminEmail: string | undefined,
): string | null {
  if (input.createdAdminLine) return input.createdAdminLine;
  if (adminEmail) return `Administrator: ${adminEmail.toLowerCase()} (ADMIN_EMAIL)`;
  if (input.adminOutcome === 'exists')
    return 'Administrator: created at an earlier start (its password was printed then)';
  return null;
}

/** The banner as lines of text, framed, without colour (it must read the same in any terminal). */
export function formatStartBanner(facts: TStartBannerFacts): string {
  const rows: [string, string][] = [['App', facts.appUrl]];
  if (facts.sandboxUrl) rows.push(['Marketplace sandbox', facts.sandboxUrl]);
  if (facts.mailboxUrl) rows.push(['Dev mailbox', `${facts.mailboxUrl} (from this machine only)`]);
  rows.push([
    'API docs',
    facts.apiDocsAudience ? `${facts.apiDocsUrl} (${facts.apiDocsAudience})` : facts.apiDocsUrl,
  ]);
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = [
    'Seller Tools is ready',
    ...rows.map(([name, value]) => `  ${`${name}:`.padEnd(width + 1)}  ${value}`),
  ];
  if (facts.administrator) lines.push(facts.administrator);
  const rule = '─'.repeat(Math.min(80, Math.max(...lines.map((line) => line.length))));
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n`;
}
