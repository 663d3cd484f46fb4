import { describe, expect, it } from 'vitest';
import { clearDraft, EMPTY_DRAFT, readDraft, restartDraft, SIGNUP_DRAFT_KEY, saveDraft } from './draft';

describe('sign-up draft', () => {
  it('is empty when nothing is stored', () => {
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    // Every field of the draft (the next test lists them) is empty.
    expect(Object.values(EMPTY_DRAFT).every((value) => value === '')).toBe(true);
  });

  it('merges saved fields in localStorage', () => {
    saveDraft({ email: 'jane@example.com', password: 'Secret#123' });
    saveDraft({ companyId: 'c-1', userId: 'u-1' });
    expect(readDraft()).toEqual({
      email: 'jane@example.com',
      password: 'Secret#123',
      companyId: 'c-1',
      userId: 'u-1',
      signupToken: '',
      referralCode: '',
    });
    expect(JSON.parse(localStorage.getItem(SIGNUP_DRAFT_KEY) ?? '{}').email).toBe('jane@example.com');
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).not.toContain('Secret#123');
  });

  it('keeps the password in memory only, never in localStorage', () => {
    saveDraft({ email: 'jane@example.com', password: 'Secret#123' });
    saveDraft({ companyId: 'c-1' });
    const stored = localStorage.getItem(SIGNUP_DRAFT_KEY) ?? '';
    expect(stored).not.toContain('Secret#123');
    expect(JSON.parse(stored)).not.toHaveProperty('password');
    expect(readDraft().password).toBe('Secret#123');
    // Another email's draft (another tab's sign-up) does not get it.
    localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ email: 'other@example.com' }));
    expect(readDraft().password).toBe('');
  });

  it('does not read back a password an older draft left in storage', () => {
    localStorage.setItem(
      SIGNUP_DRAFT_KEY,
      JSON.stringify({ email: 'old@example.com', password: 'Secret#123', userId: 'u-1' }),
    );
    expect(readDraft()).toMatchObject({ email: 'old@example.com', password: '', userId: 'u-1' });
  });

  it('ignores unreadable or foreign values', () => {
    localStorage.setItem(SIGNUP_DRAFT_KEY, '{not json');
    expect(readDraft().email).toBe('');
    localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ email: 42, userId: 'u-9', extra: 'x' }));
    expect(readDraft()).toEqual({
      email: '',
      password: '',
      companyId: '',
      userId: 'u-9',
      signupToken: '',
      referralCode: '',
    });
  });

  it('clears', () => {
    saveDraft({ email: 'jane@example.com' });
    clearDraft();
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it('restarts keeping only the referral code, from ?ref= or the one already kept', () => {
    saveDraft({ email: 'jane@example.com', referralCode: 'OLD' });
    restartDraft(new URLSearchParams());
    expect(readDraft()).toMatchObject({ email: '', referralCode: 'OLD' });
    restartDraft(new URLSearchParams({ ref: ' SPRING25 ' }));
    expect(readDraft().referralCode).toBe('SPRING25');
    clearDraft();
    restartDraft(new URLSearchParams());
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });
});
