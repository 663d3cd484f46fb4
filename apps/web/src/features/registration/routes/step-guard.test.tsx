import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, readDraft, saveDraft } from '../draft';
import { readMarketChoice, saveMarketChoice } from '../market-choice';
import { codeListHandler, mockApi } from '../testing/mock-api';
import { renderRegistration } from '../testing/render-registration';

const FULL_DRAFT = {
  email: 'jane@example.com',
  password: 'Secret#123',
  companyId: 'c-1',
  userId: 'u-1',
  signupToken: 'tok',
};

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  mockApi({ 'GET /api/code/common': codeListHandler });
});

describe('registration entry and draft initialisation', () => {
  it('/register clears the draft and replaces itself with /register/info', async () => {
    saveDraft(FULL_DRAFT);
    const { router } = renderRegistration(PUBLIC_ROUTES.register);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerInfo);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readDraft().email).toBe('');
  });

  it('/register keeps a marketplace chosen on /market-select, past the info step clearing the draft', async () => {
    const { router } = renderRegistration(
      `${PUBLIC_ROUTES.register}?region=Europe&marketplace=A1F83G8C2ARO7P`,
    );
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerInfo);
    expect(readMarketChoice()).toEqual({ regionCode: 'Europe', marketplaceCode: 'A1F83G8C2ARO7P' });
  });

  it('/register without a choice forgets an earlier one', async () => {
    saveMarketChoice({ regionCode: 'Europe', marketplaceCode: 'A1F83G8C2ARO7P' });
    renderRegistration(PUBLIC_ROUTES.register);
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(readMarketChoice()).toBeNull();
  });

  it('/register/info clears the draft when it opens', async () => {
    saveDraft(FULL_DRAFT);
    renderRegistration(PUBLIC_ROUTES.registerInfo);
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
});

describe('step guard', () => {
  it.each([
    [PUBLIC_ROUTES.registerVerifyEmail, undefined],
    [PUBLIC_ROUTES.registerVerifyEmail, PUBLIC_ROUTES.home],
    [PUBLIC_ROUTES.registerConnectAmazon, undefined],
    [PUBLIC_ROUTES.registerConnectAmazon, PUBLIC_ROUTES.registerInfo],
    [PUBLIC_ROUTES.registerComplete, undefined],
    [PUBLIC_ROUTES.registerComplete, PUBLIC_ROUTES.registerVerifyEmail],
  ])('%s opened from %s goes to /', async (path, from) => {
    saveDraft(FULL_DRAFT);
    const { router } = renderRegistration(path, from);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.home);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    [PUBLIC_ROUTES.registerVerifyEmail, PUBLIC_ROUTES.registerInfo, 'Verify your email'],
    [PUBLIC_ROUTES.registerConnectAmazon, PUBLIC_ROUTES.registerVerifyEmail, /which amazon account/i],
    [PUBLIC_ROUTES.registerComplete, PUBLIC_ROUTES.registerConnectAmazon, 'Congratulations!'],
  ])('%s opens when arriving from %s', async (path, from, heading) => {
    saveDraft(FULL_DRAFT);
    const { router } = renderRegistration(path, from);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
