import {
  generateInvoiceEndpoint,
  proofNeededEndpoint,
  type TProofNeeded,
  uploadProofEndpoint,
} from '@seller-tools/contract';
import { useStoreQuery } from '../../../lib/current-store';
import { fileToBase64 } from '../../../lib/download';
import { callData } from '../../../lib/endpoint-query/call-data';
import { reimburseKeys } from './keys';

// Proof of ownership on the action-needed screen (issues 19 and 20): the SKUs that need one, an upload,
// or a supplier invoice generated in one click from the document template.

export const proofKey = (channelId: string) => [...reimburseKeys.all, 'proof-needed', channelId] as const;

export const useProofNeeded = (channelId: string | null) =>
  useStoreQuery(proofNeededEndpoint, proofKey(channelId ?? ''), channelId);

export async function uploadProof(channelId: string, sku: string, file: File) {
  const body = { channel_id: channelId, sku, file_name: file.name, content_base64: await fileToBase64(file) };
  return callData(uploadProofEndpoint, { body });
}

/** A supplier invoice for the SKU's units in its findings, at its unit cost from Product dimensions. */
export async function invoiceForProof(channelId: string, item: TProofNeeded) {
  const body = {
    channel_id: channelId,
    lines: [{ sku: item.sku, quantity: Math.max(1, item.quantity) }],
    finding_ids: item.finding_ids,
  };
  return callData(generateInvoiceEndpoint, { body });
}
