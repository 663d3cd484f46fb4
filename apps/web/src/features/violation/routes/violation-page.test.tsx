import { PUBLIC_ROUTES, REVIEW_ROUTES, VIOLATION_NO_PLAN } from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { ViolationPage } from './violation-page';

afterEach(() => vi.unstubAllGlobals());

describe('/violation without a violation role', () => {
  it('says the module comes with the Violation plan, and calls none of its endpoints', async () => {
    storeSession();
    const api = mockApi({});
    renderInShell(<ViolationPage />, { path: REVIEW_ROUTES.violation });
    expect(await screen.findByRole('heading', { name: VIOLATION_NO_PLAN.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VIOLATION_NO_PLAN.action })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.contactUs,
    );
    expect(api.calls.filter((c) => c.path.startsWith('/api/violation'))).toEqual([]);
  });
});
