import { DOCUMENT_MESSAGES, REIMBURSE_ROUTES, type TProofNeeded } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { hideToast } from '../../../lib/toast';
import { jsonResponse, mockApi, type TMockHandler } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { ProofPanel } from './proof-panel';

const FIRST = { timeout: 5000 };
afterEach(() => hideToast());

const ITEM: TProofNeeded = {
  sku: 'CUP-1',
  fnsku: 'X00CUP0001',
  asin: 'B0CUP00001',
  title: 'Cup',
  finding_ids: ['3f1c9a8e-6d2b-4f7a-9c1e-2b3a4c5d6e7f'],
  quantity: 40,
  value: 20_000,
  currency: 'USD',
  claim_deadline: '2026-12-20',
  has_unit_cost: true,
};

const doc = (kind: 'proof-of-ownership' | 'supplier-invoice', number: string | null) => ({
  document_id: '7d0c1f3e-2b7a-4c1e-9f55-3a1b2c3d4e5f',
  channel_id: CHANNEL_ID,
  kind,
  number,
  finding_ids: ITEM.finding_ids,
  skus: ['CUP-1'],
  filename: 'receipt.pdf',
  mime: 'application/pdf',
  size: 8,
  created_at: '2026-11-27T10:00:00Z',
});

function setup(handlers: Record<string, TMockHandler>) {
  storeSession();
  const api = mockApi(handlers);
  renderInShell(<ProofPanel channelId={CHANNEL_ID} />, { path: REIMBURSE_ROUTES.actionNeededCases });
  return api;
}

const hiddenFileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('proof of ownership on action needed', () => {
  it('uploads a proof for a SKU, which then leaves the list', async () => {
    let uploaded = false;
    const api = setup({
      'GET /api/reimburse/documents/proof-needed': () => ({
        error: false,
        data: { items: uploaded ? [] : [ITEM] },
      }),
      'POST /api/reimburse/documents/proof': () => {
        uploaded = true;
        return { error: false, data: doc('proof-of-ownership', null) };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Proof of ownership to upload', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText(/1 finding, 40 units, \$200\.00/)).toBeInTheDocument();
    await user.upload(hiddenFileInput(), new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reimburse/documents/proof')[0]?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        sku: 'CUP-1',
        file_name: 'receipt.pdf',
        content_base64: btoa('%PDF-1.4'),
      }),
    );
    await waitFor(() => expect(screen.queryByText('Proof of ownership to upload')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a file that is not a PDF, PNG or JPEG", async () => {
    setup({
      'GET /api/reimburse/documents/proof-needed': () => ({ error: false, data: { items: [ITEM] } }),
      'POST /api/reimburse/documents/proof': () =>
        jsonResponse({ error: true, message: DOCUMENT_MESSAGES.proofType }, 400),
    });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText('Proof of ownership to upload', undefined, FIRST);
    await user.upload(hiddenFileInput(), new File(['MZ'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.proofType)).toBeInTheDocument();
  });

  it('generates a supplier invoice for the SKU in one click', async () => {
    const api = setup({
      'GET /api/reimburse/documents/proof-needed': () => ({ error: false, data: { items: [ITEM] } }),
      'POST /api/reimburse/documents/invoice': () => ({
        error: false,
        data: doc('supplier-invoice', 'INV-0001'),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate supplier invoice' }, FIRST));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reimburse/documents/invoice')[0]?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        lines: [{ sku: 'CUP-1', quantity: 40 }],
        finding_ids: ITEM.finding_ids,
      }),
    );
    expect(await screen.findByText('Invoice INV-0001 generated as proof for CUP-1.')).toBeInTheDocument();
  });
});
