import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../draft';
import { codeListHandler, mockApi } from '../testing/mock-api';
import { renderRegistration } from '../testing/render-registration';

// Issue 15: every registration step named only "Seller Tools" in the tab and the history.
const STEPS = [
  { path: PUBLIC_ROUTES.registerInfo, from: undefined, title: 'Create your account | Seller Tools' },
  {
    path: PUBLIC_ROUTES.registerVerifyEmail,
    from: PUBLIC_ROUTES.registerInfo,
    title: 'Verify your email | Seller Tools',
  },
  {
    path: PUBLIC_ROUTES.registerConnectAmazon,
    from: PUBLIC_ROUTES.registerVerifyEmail,
    title: 'Connect your Amazon account | Seller Tools',
  },
  {
    path: PUBLIC_ROUTES.registerComplete,
    from: PUBLIC_ROUTES.registerConnectAmazon,
    title: 'Registration complete | Seller Tools',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registration page titles', () => {
  it.each(STEPS)('$path is titled "$title"', async ({ path, from, title }) => {
    saveDraft({
      email: 'jane@gmail.com',
      password: 'Secret#123',
      companyId: 'c-1',
      userId: 'u-1',
      signupToken: 't',
    });
    mockApi({ 'GET /api/code/common': codeListHandler });
    renderRegistration(path, from);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
