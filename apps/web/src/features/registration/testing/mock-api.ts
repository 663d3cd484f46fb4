// The fetch mock and code-list fixtures moved down to src/test (the public site's tests use them too).
export * from '../../../test/mock-api';

/** The sign-up draft of a user who has verified the email (connect and complete steps' tests). */
export const VERIFIED_DRAFT = {
  email: 'jane@gmail.com',
  password: 'Secret#123',
  companyId: 'c-1',
  userId: 'u-1',
  signupToken: 'signup-token-1',
};
