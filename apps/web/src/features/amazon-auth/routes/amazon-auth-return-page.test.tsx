import { ACCOUNT_CONNECTING_TEXT } from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AmazonAuthReturnPage } from './amazon-auth-return-page';

describe('/auth/user/amazon', () => {
  it('shows the connecting text as a status, with a decorative animation', () => {
    renderWithProviders(<AmazonAuthReturnPage />);
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_CONNECTING_TEXT);
    // Only the text is announced; the animation is hidden from assistive technology.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
