import { describe, expect, it } from 'vitest';
import { formatStartBanner, startBannerFacts } from './start-banner.ts';

const ADMIN_LINE =
  'First administrator: admin@seller-tools.local / Xy7-generated-Pw — change it after signing in.';

const development = { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', SANDBOX_PORT: 3100 };

describe('start banner', () => {
  it('says where the app, sandbox, mailbox and API docs are, and repeats a new administrator’s line', () => {
    const banner = formatStartBanner(
      startBannerFacts({
        config: development,
        apiDocsPath: '/api/docs',
        mailboxUrl: 'http://localhost:3000/dev/mailbox',
        createdAdminLine: ADMIN_LINE,
        adminOutcome: 'created',
      }),
    );
    const lines = banner.split('\n');
    expect(lines).toContain('  App:                  http://localhost:3000');
    expect(lines).toContain('  Marketplace sandbox:  http://localhost:3100');
    expect(lines).toContain(
      '  Dev mailbox:          http://localhost:3000/dev/mailbox (from this machine only)',
    );
    expect(lines).toContain('  API docs:             http://localhost:3000/api/docs');
    // The exact line tools parse for the generated password.
    expect(lines).toContain(ADMIN_LINE);
    expect(lines.filter((line) => /^First administrator: /.test(line))).toHaveLength(1);
    expect(banner.endsWith('\n')).toBe(true);
  });

  it('names an administrator that exists without claiming a password it does not know', () => {
    const existing = startBannerFacts({
      config: development,
      apiDocsPath: '/api/docs',
      mailboxUrl: null,
      createdAdminLine: null,
      adminOutcome: 'exists',
    });
    expect(existing.administrator).toBe(
      'Administrator: created at an earlier start (its password was printed then)',
    );
    const fromEnv = startBannerFacts({
      config: { ...development, ADMIN_EMAIL: 'Ops@Example.com' },
      apiDocsPath: '/api/docs',
      mailboxUrl: null,
      createdAdminLine: null,
      adminOutcome: 'created',
    });
    expect(fromEnv.administrator).toBe('Administrator: ops@example.com (ADMIN_EMAIL)');
    expect(formatStartBanner(existing)).not.toMatch(/First administrator/);
  });

  it('in production: no sandbox or mailbox, and the docs marked as super-admins only', () => {
    const banner = formatStartBanner(
      startBannerFacts({
        config: { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com/', SANDBOX_PORT: 3100 },
        apiDocsPath: '/api/docs',
        mailboxUrl: null,
        createdAdminLine: null,
        adminOutcome: 'skipped',
      }),
    );
    expect(banner).not.toContain('sandbox');
    expect(banner).not.toContain('mailbox');
    expect(banner).not.toContain('Administrator');
    expect(banner).toContain('API docs:  https://app.example.com/api/docs (super-admins only)');
  });
});
