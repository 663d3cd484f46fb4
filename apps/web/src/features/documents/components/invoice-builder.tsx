import { ActionIcon, Alert, Autocomplete, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  currencyDigits,
  currencySymbol,
  formatMoney,
  INVOICE_MAX_LINES,
  INVOICE_MAX_QUANTITY,
  productSettingsEndpoint,
  type TInvoiceBody,
} from '@seller-tools/contract';
import { IconEye, IconFilePlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { useStoreQuery } from '../../../lib/current-store';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { documentKeys, generateInvoice, previewInvoice } from '../api/documents';

type TLine = { sku: string; quantity: number | ''; unitCost: number | '' };

const emptyLine = (): TLine => ({ sku: '', quantity: 1, unitCost: '' });

/**
 * A supplier invoice for SKUs of the store: the SKU (its title and unit cost come from Product dimensions),
 * the quantity, and a unit cost when the seller wants another. Preview shows the PDF here; Generate stores
 * it under the next invoice number.
 */
export function InvoiceBuilder({ channelId, currency }: { channelId: string; currency: string }) {
  const queryClient = useQueryClient();
  const skus = useStoreQuery(productSettingsEndpoint, ['documents', 'skus', channelId], channelId);
  const [lines, setLines] = useState<TLine[]>([emptyLine()]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'generate' | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const scale = 10 ** currencyDigits(currency);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const costOf = new Map((skus.data?.items ?? []).map((p) => [p.sku, p.seller.unit_cost]));
  const setLine = (i: number, patch: Partial<TLine>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const body = (): TInvoiceBody | null => {
    const chosen = lines.filter((l) => l.sku.trim());
    if (!chosen.length) {
      setError('Add at least one SKU.');
      return null;
    }
    return {
      channel_id: channelId,
      lines: chosen.map((l) => ({
        sku: l.sku.trim(),
        quantity: Number(l.quantity || 1),
        ...(l.unitCost === '' ? {} : { unit_cost: Math.round(Number(l.unitCost) * scale) }),
      })),
    };
  };

  const run = async (what: 'preview' | 'generate') => {
    setError(null);
    const input = body();
    if (!input) return;
    setBusy(what);
    try {
      if (what === 'preview') {
        const blob = await previewInvoice(input);
        setPreviewUrl(URL.createObjectURL(blob));
      } else {
        const doc = await generateInvoice(input);
        showToast({ kind: 'success', message: `Invoice ${doc.number} generated.` });
        await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      }
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledSection title="Supplier invoice">
      <Text size="sm" c="dimmed">
        Choose the SKUs and quantities. Titles and unit costs come from Product dimensions; enter a unit cost
        to use another. Amazon accepts a supplier invoice as proof that you own the units you claim.
      </Text>
      <Stack gap="sm">
        {lines.map((line, i) => {
          const saved = costOf.get(line.sku);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; they are edited in place.
            <Group key={i} gap="sm" align="flex-end" wrap="wrap">
              <Autocomplete
                label="SKU"
                data={[...costOf.keys()]}
                value={line.sku}
                onChange={(sku) => setLine(i, { sku })}
                miw={200}
                style={{ flex: 2 }}
              />
              <NumberInput
                label="Quantity"
                min={1}
                max={INVOICE_MAX_QUANTITY}
                allowDecimal={false}
                allowNegative={false}
                value={line.quantity}
                onChange={(q) => setLine(i, { quantity: q === '' ? '' : Number(q) })}
                w={110}
              />
              <NumberInput
                label="Unit cost"
                prefix={currencySymbol(currency)}
                decimalScale={currencyDigits(currency)}
                thousandSeparator=","
                min={0}
                allowNegative={false}
                placeholder={saved === undefined || saved === null ? 'Enter' : formatMoney(saved, currency)}
                value={line.unitCost}
                onChange={(c) => setLine(i, { unitCost: c === '' ? '' : Number(c) })}
                w={140}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove line ${i + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            disabled={lines.length >= INVOICE_MAX_LINES}
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            Add a SKU
          </Button>
        </Group>
      </Stack>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          loading={busy === 'preview'}
          onClick={() => void run('preview')}
        >
          Preview
        </Button>
        <Button
          leftSection={<IconFilePlus size={16} />}
          loading={busy === 'generate'}
          onClick={() => void run('generate')}
        >
          Generate invoice
        </Button>
      </Group>
      {previewUrl && (
        <iframe
          title="Invoice preview"
          src={previewUrl}
          style={{
            width: '100%',
            height: 560,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
          }}
        />
      )}
    </TitledSection>
  );
}
