import {
  DEFAULT_TAG_NAME,
  REMOVE_CONFIRM,
  REVIEW_MESSAGES,
  REVIEW_ROUTES,
  type TTag,
  type TTagRule,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { productRating, TAG_QUALITY, TAG_SHIPPING, tagRule } from '../../../test/review-fixtures';
import { TagAutomationPage } from './tag-automation-page';

afterEach(() => vi.unstubAllGlobals());

function setup(options: { tags?: TTag[]; rules?: TTagRule[] } = {}) {
  storeSession();
  const state = { tags: options.tags ?? [TAG_QUALITY, TAG_SHIPPING], rules: options.rules ?? [tagRule()] };
  const api = mockApi({
    'GET /api/review/tags': () => ({ error: false, data: state.tags }),
    'GET /api/review/tag-rules': () => ({ error: false, data: state.rules }),
    'GET /api/review/products': () => ({
      error: false,
      data: { items: [productRating(), productRating({ asin: 'B0HARBOR02' })] },
    }),
    'POST /api/review/tags': (body) => {
      const created = {
        tag_id: '6f0a3c52-1111-4c8e-9a7e-0000000000aa',
        review_count: 0,
        ...(body as object),
      } as TTag;
      state.tags = [...state.tags, created];
      return { error: false, data: created };
    },
    'POST /api/review/tag-rules': (body) => {
      const input = body as TTagRule & { tag_id: string };
      const rule = tagRule({ ...input, rule_id: '7a1b2c3d-2222-4c8e-9a7e-0000000000bb' });
      state.rules = [...state.rules, rule];
      return { error: false, data: rule };
    },
    'PUT /api/review/tag-rules/7a1b2c3d-2222-4c8e-9a7e-000000000001': (body) => {
      const input = body as { active: boolean };
      state.rules = state.rules.map((r) => ({ ...r, active: input.active }));
      return { error: false, data: state.rules[0] };
    },
    'POST /api/review/tag-rules/apply': () => ({ error: false, data: { tagged: 12 } }),
  });
  renderInShell(<TagAutomationPage />, { path: REVIEW_ROUTES.settingsTagAutomation });
  return { api, state };
}

describe('/settings/tag-automation: tags', () => {
  it('validates a new tag name with isNameDefault and dupTitle before creating it', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit tag Quality' });
    await user.click(screen.getByRole('button', { name: 'New tag' }));

    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue(DEFAULT_TAG_NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.tagNameDefault)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  quality ');
    expect(within(dialog).getByText(REVIEW_MESSAGES.tagNameTaken)).toBeInTheDocument();

    await user.clear(name);
    expect(within(dialog).getByText('Enter a tag name.')).toBeInTheDocument();

    await user.type(name, 'Gifts');
    await user.click(within(dialog).getByRole('radio', { name: 'teal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New tag' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/review/tags')[0]?.body).toMatchObject({ name: 'Gifts', color: 'teal' });
    expect(await screen.findByRole('button', { name: 'Edit tag Gifts' })).toBeInTheDocument();
  });

  it('keeps its own name when a tag is edited, and shows the server refusal inline', async () => {
    setup();
    mockApi({
      'GET /api/review/tags': () => ({ error: false, data: [TAG_QUALITY, TAG_SHIPPING] }),
      'GET /api/review/tag-rules': () => ({ error: false, data: [] }),
      'GET /api/review/products': () => ({ error: false, data: { items: [] } }),
      [`PUT /api/review/tags/${TAG_QUALITY.tag_id}`]: () =>
        jsonResponse({ error: true, message: REVIEW_MESSAGES.tagNameTaken }, 409),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit tag Quality' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    expect(within(dialog).queryByText(REVIEW_MESSAGES.tagNameTaken)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.tagNameTaken)).toBeInTheDocument();
  });

  it('says what to do without tags or rules', async () => {
    setup({ tags: [], rules: [] });
    expect(await screen.findByRole('heading', { name: 'No tags yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No rules yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New rule' })).toBeDisabled();
  });
});

describe('/settings/tag-automation: rules', () => {
  it('lists a rule with what it matches, pauses it, and applies the rules to existing reviews', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    expect(await screen.findByText('Contains “broken”, “stopped working” · 1, 2 stars')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Active: Broken lanterns' }));
    await waitFor(() =>
      expect(
        api.callsTo('PUT', '/api/review/tag-rules/7a1b2c3d-2222-4c8e-9a7e-000000000001')[0]?.body,
      ).toMatchObject({
        name: 'Broken lanterns',
        tag_id: TAG_QUALITY.tag_id,
        active: false,
      }),
    );
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Active: Broken lanterns' }));
    await waitFor(() => expect(screen.queryByText('Paused')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Apply to existing reviews' }));
    expect(await screen.findByText('12 reviews tagged.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/review/tag-rules/apply')).toHaveLength(1);
  });

  it('edits a rule: needs a condition, and asks before removing keywords or ASINs', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });

    await user.type(within(dialog).getByRole('textbox', { name: /Rule name/ }), 'Leaks');
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.ruleNeedsCondition)).toBeInTheDocument();

    const keywords = within(dialog).getByRole('combobox', { name: /contains any of these words/ });
    await user.type(keywords, 'leak{Enter}drip{Enter}');
    const asins = within(dialog).getByRole('combobox', { name: /one of these ASINs/ });
    await user.type(asins, 'b0harbor01{Enter}B0HARBOR02{Enter}');

    // One keyword: its own question. Cancel keeps it.
    const leakPill = within(dialog).getByText('leak', { selector: '.mantine-Pill-label' });
    await user.click(leakPill.parentElement?.querySelector('button') as HTMLElement);
    const single = await screen.findByRole('dialog', { name: 'Remove this item?' });
    expect(single).toHaveTextContent(REMOVE_CONFIRM.single('leak'));
    expect(single).toHaveTextContent('Are you sure you want to remove "leak"?');
    await user.click(within(single).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText('leak', { selector: '.mantine-Pill-label' })).toBeInTheDocument();

    // Clearing both ASINs: one question for the two.
    const asinClear = asins
      .closest('.mantine-InputWrapper-root')
      ?.querySelector('button[aria-label="Remove all"]');
    await user.click(asinClear as HTMLElement);
    const several = await screen.findByRole('dialog', { name: 'Remove these items?' });
    expect(several).toHaveTextContent('Are you sure you want to remove 2 items?');
    await user.click(within(several).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        within(dialog).queryByText('B0HARBOR01', { selector: '.mantine-Pill-label' }),
      ).not.toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('checkbox', { name: '1 star' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/review/tag-rules')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/review/tag-rules')[0]?.body).toMatchObject({
      name: 'Leaks',
      tag_id: TAG_QUALITY.tag_id,
      keywords: ['leak', 'drip'],
      stars: [1],
      asins: [],
      active: true,
    });
  });
});
