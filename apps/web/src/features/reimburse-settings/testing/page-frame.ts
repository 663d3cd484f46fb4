import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { hideToast } from '../../../lib/toast';
import { mockApi, type TMockHandler } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';

// The frame of the reimbursement setup and settings page tests.

/** The first answer waits for the page's lazy queries; the shared machine is slow. */
export const FIRST = { timeout: 5000 };

/** Each test starts clean: no stubbed global and no toast left from the one before. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    hideToast();
  });
}

/** The page in the shell for a signed-in user (a company admin unless `user` says otherwise), answered by `handlers`. */
export function renderSettingsPage(
  page: ReactElement,
  path: string,
  handlers: Record<string, TMockHandler>,
  user: Parameters<typeof storeSession>[0] = {},
) {
  storeSession(user);
  const api = mockApi(handlers);
  renderInShell(page, { path });
  return api;
}
