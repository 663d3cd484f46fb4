import {
  DOCUMENT_MESSAGES,
  REIMBURSE_ROUTES,
  type TDocumentTemplate,
  type TStoredDocument,
} from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { jsonResponse, mockApi, type TMockHandler } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { DocumentGeneratorPage } from './document-generator-page';

const FIRST = { timeout: 5000 };
const downloads = captureDownloads('blob:invoice');

const TEMPLATE: TDocumentTemplate = {
  seller_name: '',
  seller_address: '',
  supplier_name: '',
  supplier_address: '',
  invoice_prefix: 'INV-',
  next_invoice_number: 5,
  notes: '',
  logo_mime: null,
  logo_data_url: null,
  min_next_invoice_number: 5,
  can_edit: true,
};

const DOC: TStoredDocument = {
  document_id: '7d0c1f3e-2b7a-4c1e-9f55-3a1b2c3d4e5f',
  channel_id: CHANNEL_ID,
  kind: 'supplier-invoice',
  number: 'INV-0005',
  finding_ids: [],
  skus: ['BOARD-1'],
  filename: 'invoice-INV-0005.pdf',
  mime: 'application/pdf',
  size: 20_480,
  created_at: '2026-11-27T10:00:00Z',
};

const PRODUCT = {
  sku: 'BOARD-1',
  asin: 'B0BOARD001',
  fnsku: null,
  title: 'Cutting board',
  image_url: null,
  amazon: {
    length_in: null,
    width_in: null,
    height_in: null,
    weight_lb: null,
    size_tier: null,
    fee_per_unit: null,
  },
  catalogue: { length_in: null, width_in: null, height_in: null, weight_lb: null },
  seller: {
    length_in: null,
    width_in: null,
    height_in: null,
    weight_lb: null,
    unit_cost: 1250,
    dimensions_confirmed: false,
  },
  excluded: false,
  currency: 'USD',
};

function setup(handlers: Record<string, TMockHandler> = {}, template: Partial<TDocumentTemplate> = {}) {
  storeSession();
  const api = mockApi({
    'GET /api/reimburse/documents/template': () => ({ error: false, data: { ...TEMPLATE, ...template } }),
    'GET /api/reimburse/settings/products': () => ({
      error: false,
      data: { items: [PRODUCT], next_cursor: null },
    }),
    'GET /api/reimburse/documents': () => ({ error: false, data: { items: [] } }),
    ...handlers,
  });
  renderInShell(<DocumentGeneratorPage />, { path: REIMBURSE_ROUTES.settingsDocumentGenerator });
  return api;
}

describe('/reimburse/settings/document-generator', () => {
  it('saves the template the seller fills in, validated by the contract schema', async () => {
    const api = setup({
      'PUT /api/reimburse/documents/template': (body) => ({
        error: false,
        message: DOCUMENT_MESSAGES.templateSaved,
        data: { ...TEMPLATE, ...body },
      }),
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /Your company's name/ }, FIRST),
      'Acme Trading Ltd',
    );
    await user.type(screen.getByRole('textbox', { name: /Supplier's name/ }), 'Shenzhen Boards Co');
    const prefix = screen.getByRole('textbox', { name: /Invoice number prefix/ });
    await user.clear(prefix);
    await user.type(prefix, 'AC ME');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Use letters, digits and - / _ . only.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/reimburse/documents/template')).toHaveLength(0);
    await user.clear(prefix);
    await user.type(prefix, 'ACM-');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/reimburse/documents/template')).toHaveLength(1));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/reimburse/documents/template')[0]?.body).toMatchObject({
        seller_name: 'Acme Trading Ltd',
        seller_address: '',
        supplier_name: 'Shenzhen Boards Co',
        supplier_address: '',
        invoice_prefix: 'ACM-',
        next_invoice_number: 5,
        notes: '',
      }),
    );
  });

  it('shows the server refusal of a logo that is not a PNG or JPEG', async () => {
    setup({
      'PUT /api/reimburse/documents/template/logo': () =>
        jsonResponse({ error: true, message: DOCUMENT_MESSAGES.logoType }, 400),
    });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: /Logo/ }, FIRST);
    const hidden = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(hidden, new File(['GIF89a'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.logoType)).toBeInTheDocument();
  });

  it('previews an invoice in the page and generates it, then lists it for download', async () => {
    let generated = false;
    const api = setup({
      'POST /api/reimburse/documents/invoice/preview': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
      'POST /api/reimburse/documents/invoice': () => {
        generated = true;
        return { error: false, data: DOC };
      },
      'GET /api/reimburse/documents': () => ({ error: false, data: { items: generated ? [DOC] : [] } }),
      'GET /api/reimburse/documents/7d0c1f3e-2b7a-4c1e-9f55-3a1b2c3d4e5f/file': () =>
        fileResponse('%PDF-1.4', 'invoice-INV-0005.pdf', 'application/pdf'),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No documents yet', undefined, FIRST)).toBeInTheDocument();
    await user.type(screen.getAllByLabelText('SKU')[0] as HTMLElement, 'BOARD-1');
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Invoice preview')).toHaveAttribute('src', 'blob:invoice');
    expect(api.callsTo('POST', '/api/reimburse/documents/invoice/preview')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      lines: [{ sku: 'BOARD-1', quantity: 12 }],
    });
    await user.click(screen.getByRole('button', { name: 'Generate invoice' }));
    expect(await screen.findByText('Invoice INV-0005 generated.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Download invoice-INV-0005.pdf' }));
    await waitFor(() => expect(downloads.clicked[0]?.download).toBe('invoice-INV-0005.pdf'));
  });

  it('shows a member the template without letting them change it', async () => {
    setup({}, { can_edit: false, seller_name: 'Acme Trading Ltd' });
    expect(await screen.findByText(DOCUMENT_MESSAGES.adminOnly, undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your company's name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
  });
});
