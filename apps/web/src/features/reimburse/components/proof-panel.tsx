import { Alert, Anchor, Badge, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_MESSAGES,
  formatMoney,
  PROOF_MAX_BYTES,
  PROOF_MIMES,
  REIMBURSE_ROUTES,
  type TProofNeeded,
} from '@seller-tools/contract';
import { IconFileInvoice, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { invoiceForProof, proofKey, uploadProof, useProofNeeded } from '../api/proofs';
import { deadlineText } from './labels';

function ProofItem({ channelId, item }: { channelId: string; item: TProofNeeded }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'invoice' | null>(null);
  const run = async (what: 'upload' | 'invoice', file?: File | null) => {
    setError(null);
    if (what === 'upload') {
      if (!file) return;
      if (file.size > PROOF_MAX_BYTES) {
        setError(DOCUMENT_MESSAGES.proofTooBig);
        return;
      }
    }
    setBusy(what);
    try {
      if (what === 'upload' && file) {
        await uploadProof(channelId, item.sku, file);
        showToast({ kind: 'success', message: DOCUMENT_MESSAGES.proofSaved });
      } else {
        const doc = await invoiceForProof(channelId, item);
        showToast({ kind: 'success', message: `Invoice ${doc.number} generated as proof for ${item.sku}.` });
      }
      await queryClient.invalidateQueries({ queryKey: proofKey(channelId) });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const findings = item.finding_ids.length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="proof-item">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.sku}
            {item.title ? ` · ${item.title}` : ''}
          </Text>
          <Badge color="orange" variant="light">
            Proof of ownership
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {findings} finding{findings === 1 ? '' : 's'}, {item.quantity} unit{item.quantity === 1 ? '' : 's'},{' '}
          {formatMoney(item.value, item.currency)}
          {item.claim_deadline
            ? ` · claim deadline ${item.claim_deadline} (${deadlineText(item.claim_deadline)})`
            : ''}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <FileInput
            label={`Upload proof for ${item.sku}`}
            placeholder="PDF, PNG or JPEG"
            accept={PROOF_MIMES.join(',')}
            leftSection={<IconUpload size={16} />}
            value={null}
            disabled={busy !== null}
            onChange={(file) => void run('upload', file)}
            miw={220}
            style={{ flex: 1 }}
          />
          {item.has_unit_cost ? (
            <Button
              variant="light"
              leftSection={<IconFileInvoice size={16} />}
              loading={busy === 'invoice'}
              disabled={busy === 'upload'}
              onClick={() => void run('invoice')}
            >
              Generate supplier invoice
            </Button>
          ) : (
            <Anchor component={Link} to={REIMBURSE_ROUTES.settingsProductDimensions} size="sm">
              Enter the unit cost to generate an invoice
            </Anchor>
          )}
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}{' '}
            {error === DOCUMENT_MESSAGES.templateIncomplete && (
              <Anchor component={Link} to={REIMBURSE_ROUTES.settingsDocumentGenerator} size="sm">
                Open the document generator
              </Anchor>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The SKUs whose findings need a proof of ownership before they are claimed (the server decides: claimable
 * shortages and lost or damaged units of some value, with no proof or supplier invoice for the SKU yet).
 * Nothing is shown when none does.
 */
export function ProofPanel({ channelId }: { channelId: string | null }) {
  const proofs = useProofNeeded(channelId);
  if (!channelId || !proofs.data?.items.length) return null;
  return (
    <TitledSection title="Proof of ownership to upload">
      <Text size="sm" c="dimmed">
        Amazon asks for an invoice before it pays for these units. Upload your own invoice or receipt, or
        generate a supplier invoice from your document template; the SKU then leaves this list.
      </Text>
      {proofs.data.items.map((item) => (
        <ProofItem key={item.sku} channelId={channelId} item={item} />
      ))}
    </TitledSection>
  );
}
