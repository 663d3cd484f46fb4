import { NOT_FOUND_TEXT } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotFoundPage } from './not-found-page';

describe('/404', () => {
  it('has a page title of its own (issue 15), not only "Seller Tools"', async () => {
    const router = createMemoryRouter([{ path: '/404', Component: NotFoundPage }], {
      initialEntries: ['/404'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Seller Tools'));
  });
});
