import { REIMBURSE_ROUTES, REIMBURSE_SETTINGS_MESSAGES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { jsonResponse, type TMockHandler } from '../../../test/mock-api';
import { CHANNEL_ID } from '../../../test/render-in-shell';
import { product, storeSettings } from '../test/fixtures';
import { cleanUpAfterEach, FIRST, renderSettingsPage } from '../testing/page-frame';
import { ProductDimensionsPage } from './product-dimensions-page';

const downloads = captureDownloads('blob:template');

cleanUpAfterEach();

const SAVED = product({
  sku: 'BOTTLE-1',
  title: 'Bottle',
  seller: {
    length_in: 3,
    width_in: 3,
    height_in: 9,
    weight_lb: 1.5,
    unit_cost: 420,
    dimensions_confirmed: true,
  },
});

const setup = (extra: Record<string, TMockHandler> = {}) =>
  renderSettingsPage(<ProductDimensionsPage />, REIMBURSE_ROUTES.settingsProductDimensions, {
    'GET /api/reimburse/settings/store': () => ({ error: false, data: storeSettings() }),
    'GET /api/reimburse/settings/products': (_body, url) => ({
      error: false,
      data: url.searchParams.get('cursor')
        ? { items: [SAVED], next_cursor: null }
        : { items: [product()], next_cursor: 'next-page' },
    }),
    ...extra,
  });

describe('/reimburse/settings/product-dimensions', () => {
  it('pages through the SKUs with Load more and shows the saved values in the chosen units', async () => {
    const api = setup();
    const user = userEvent.setup();
    expect(await screen.findByText('BOARD-1', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Missing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more SKUs' }));
    expect(await screen.findByText('BOTTLE-1')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/reimburse/settings/products')[1]?.query.get('cursor')).toBe('next-page');
    expect(screen.getByText('3 × 3 × 9 in')).toBeInTheDocument();
    expect(screen.getByText('$4.20')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'kg' }));
    expect(screen.getByText('0.68 kg')).toBeInTheDocument();
  });

  it('edits a SKU: weight in kg and unit cost, with the server refusal shown', async () => {
    const api = setup({
      'PUT /api/reimburse/settings/products': () =>
        jsonResponse({ error: true, message: REIMBURSE_SETTINGS_MESSAGES.skuUnknown }, 400),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'kg' }, FIRST));
    await user.click(await screen.findByRole('button', { name: 'Edit BOARD-1' }));
    const dialog = await screen.findByRole('dialog');
    const weight = within(dialog).getByRole('textbox', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '1.2');
    await user.type(within(dialog).getByRole('textbox', { name: /Unit cost/ }), '12.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      REIMBURSE_SETTINGS_MESSAGES.skuUnknown,
    );
    expect(api.callsTo('PUT', '/api/reimburse/settings/products')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      sku: 'BOARD-1',
      weight_unit: 'kg',
      weight: 1.2,
      unit_cost: 1230,
    });
  });

  it('imports a file and lists the rows not imported by row, column and problem', async () => {
    const api = setup({
      'POST /api/reimburse/settings/products/import': () => ({
        error: false,
        data: {
          rows: 3,
          saved: 1,
          errors: [
            { row: 3, column: 'sku', message: REIMBURSE_SETTINGS_MESSAGES.skuUnknown },
            {
              row: 4,
              column: 'unit_cost',
              message: 'Enter the unit cost in USD with at most 2 decimals, e.g. 12.30.',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('File to import', undefined, FIRST)) as HTMLElement;
    const file = new File(['sku,length\nBOARD-1,10\n'], 'dims.csv', { type: 'text/csv' });
    const hidden = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(hidden ?? input, file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 of 3 rows saved.', { exact: false })).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Rows not imported' });
    expect(within(report).getByText(REIMBURSE_SETTINGS_MESSAGES.skuUnknown)).toBeInTheDocument();
    expect(within(report).getByText('unit_cost')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/reimburse/settings/products/import')[0]?.body;
    expect(sent).toMatchObject({ channel_id: CHANNEL_ID, file_name: 'dims.csv' });
    expect(atob(sent.content_base64)).toBe('sku,length\nBOARD-1,10\n');
  });

  it('downloads the template with the session', async () => {
    const api = setup({
      'GET /api/reimburse/settings/products/template': () =>
        fileResponse('sku,length\n', 'product-dimensions-A2HARBOR.csv'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Template (CSV)' }, FIRST));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/reimburse/settings/products/template')).toHaveLength(1),
    );
    expect(api.callsTo('GET', '/api/reimburse/settings/products/template')[0]?.query.get('format')).toBe(
      'csv',
    );
    await waitFor(() => expect(downloads.clicked[0]?.download).toBe('product-dimensions-A2HARBOR.csv'));
    expect(downloads.clicked[0]?.href).toBe('blob:template');
  });
});
