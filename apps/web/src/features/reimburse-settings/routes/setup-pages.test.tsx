import { REIMBURSE_ROUTES, REIMBURSE_SETTINGS_MESSAGES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../components/ui/filters-panel';
import { onScreenMatching } from '../../../test/media';
import { jsonResponse, type TMockHandler } from '../../../test/mock-api';
import { CHANNEL_ID } from '../../../test/render-in-shell';
import { product, storeSettings } from '../test/fixtures';
import { cleanUpAfterEach, FIRST, renderSettingsPage } from '../testing/page-frame';
import { FeeOverchargePage } from './fee-overcharge-page';
import { ShipmentDiscrepancyPage } from './shipment-discrepancy-page';

cleanUpAfterEach();

const SHIPMENT = {
  shipment_id: 'FBA100',
  name: 'November',
  status: 'CLOSED',
  destination: 'PHX7',
  shipped: 25,
  received: 22,
  excluded: false,
  items: [
    { sku: 'BOARD-1', fnsku: null, shipped: 20, received: 17 },
    { sku: 'BOTTLE-1', fnsku: null, shipped: 5, received: 5 },
  ],
};

const setup = (page: React.ReactElement, path: string, extra: Record<string, TMockHandler> = {}) =>
  renderSettingsPage(page, path, {
    'GET /api/reimburse/settings/store': () => ({ error: false, data: storeSettings() }),
    'GET /api/reimburse/setup/shipments': () => ({
      error: false,
      data: { items: [SHIPMENT], next_cursor: null },
    }),
    'GET /api/reimburse/settings/products': () => ({
      error: false,
      data: { items: [product()], next_cursor: null },
    }),
    ...extra,
  });

describe('/reimburse/setup/shipment-discrepancy', () => {
  it('shows the closed shipments, saves the thresholds and excludes a shipment', async () => {
    const api = setup(<ShipmentDiscrepancyPage />, REIMBURSE_ROUTES.setupShipmentDiscrepancy, {
      'PUT /api/reimburse/settings/shipment-discrepancy': (body) => ({
        error: false,
        data: storeSettings({ shipment_min_units: body.min_units }),
      }),
      'PUT /api/reimburse/setup/shipments/exclusion': () => ({
        error: false,
        data: storeSettings({ excluded_shipment_ids: ['FBA100'] }),
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('FBA100', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText('3 short')).toBeInTheDocument();
    expect(screen.getByText('BOARD-1: 20 → 17')).toBeInTheDocument();

    const units = screen.getByRole('textbox', { name: /Claim a shortage from/ });
    await user.clear(units);
    await user.type(units, '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/settings/shipment-discrepancy')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/reimburse/settings/shipment-discrepancy')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      enabled: true,
      min_units: 3,
      min_percent: 0,
    });

    await user.click(screen.getByRole('switch', { name: 'Audit shipment FBA100' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/setup/shipments/exclusion')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/reimburse/setup/shipments/exclusion')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      shipment_id: 'FBA100',
      excluded: true,
    });
  });

  it("shows the server's refusal above Save", async () => {
    setup(<ShipmentDiscrepancyPage />, REIMBURSE_ROUTES.setupShipmentDiscrepancy, {
      'PUT /api/reimburse/settings/shipment-discrepancy': () =>
        jsonResponse({ error: true, message: REIMBURSE_SETTINGS_MESSAGES.adminOnly }, 403),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }, FIRST));
    expect(await screen.findByRole('alert')).toHaveTextContent(REIMBURSE_SETTINGS_MESSAGES.adminOnly);
  });

  it('tells a member they may look but not change, and says what to do without shipments', async () => {
    setup(<ShipmentDiscrepancyPage />, REIMBURSE_ROUTES.setupShipmentDiscrepancy, {
      'GET /api/reimburse/settings/store': () => ({ error: false, data: storeSettings({ can_edit: false }) }),
      'GET /api/reimburse/setup/shipments': () => ({ error: false, data: { items: [], next_cursor: null } }),
    });
    expect(await screen.findByText('You can look, not change', undefined, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(await screen.findByText('No closed shipments yet')).toBeInTheDocument();
  });

  it('shows the server refusal of a forbidden store', async () => {
    setup(<ShipmentDiscrepancyPage />, REIMBURSE_ROUTES.setupShipmentDiscrepancy, {
      'GET /api/reimburse/settings/store': () =>
        jsonResponse({ error: true, message: 'You do not have access to this store.' }, 403),
    });
    expect(
      await screen.findByText("The shipment audit's settings could not be loaded", undefined, FIRST),
    ).toBeInTheDocument();
  });
});

describe('/reimburse/setup/fee-overcharge', () => {
  it("compares Amazon's measurement with the catalogue's, confirms the true dimensions in cm and excludes a SKU", async () => {
    const api = setup(<FeeOverchargePage />, REIMBURSE_ROUTES.setupFeeOvercharge, {
      'PUT /api/reimburse/settings/products': (body) => ({ error: false, data: product({ sku: body.sku }) }),
      'PUT /api/reimburse/setup/fee-overcharge/exclusion': () => ({
        error: false,
        data: storeSettings({ excluded_skus: ['BOARD-1'] }),
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('12.5 × 9 × 1.2 in', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText('10 × 8 × 1 in')).toBeInTheDocument();
    expect(screen.getByText(/Large standard · \$5\.40 per unit/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'cm' }));
    expect(await screen.findByText('31.75 × 22.86 × 3.05 cm')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm dimensions of BOARD-1' }));
    const dialog = await screen.findByRole('dialog');
    // Starts from Amazon's measurement, in the unit chosen.
    expect(within(dialog).getByRole('textbox', { name: 'Longest side (cm)' })).toHaveValue('31.75');
    await user.click(within(dialog).getByRole('checkbox', { name: /true dimensions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/reimburse/settings/products')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/reimburse/settings/products')[0]?.body).toMatchObject({
      sku: 'BOARD-1',
      dimension_unit: 'cm',
      weight_unit: 'lb',
      length: 31.75,
      dimensions_confirmed: true,
    });

    await user.click(screen.getByRole('switch', { name: 'Audit the fees of BOARD-1' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/setup/fee-overcharge/exclusion')[0]?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        sku: 'BOARD-1',
        excluded: true,
      }),
    );
  });

  it('saves the minimum overcharge per unit in minor units, with the store currency symbol', async () => {
    const api = setup(<FeeOverchargePage />, REIMBURSE_ROUTES.setupFeeOvercharge, {
      'PUT /api/reimburse/settings/fee-overcharge': (body) => ({
        error: false,
        data: storeSettings({ fee_min_per_unit: body.min_per_unit }),
      }),
    });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: /Claim an overcharge from/ }, FIRST);
    await user.clear(input);
    await user.type(input, '0.25');
    expect(input).toHaveValue('$0.25');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/settings/fee-overcharge')[0]?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        enabled: true,
        min_per_unit: 25,
      }),
    );
  });

  it('on a phone shows each SKU as a card with every column readable', async () => {
    onScreenMatching(SMALL_SCREEN_QUERY);
    setup(<FeeOverchargePage />, REIMBURSE_ROUTES.setupFeeOvercharge);
    const card = await screen.findByRole('listitem', { name: 'BOARD-1' }, FIRST);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText("Amazon's measurement")).toBeInTheDocument();
    expect(within(card).getByText('12.5 × 9 × 1.2 in')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Audit the fees of BOARD-1' })).toBeChecked();
  });
});
