import { Alert, Checkbox, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  fromCanonical,
  REIMBURSE_SETTINGS_MESSAGES,
  type TDimensionUnit,
  type TProductSetting,
  type TProductSettingBody,
  type TWeightUnit,
  ZProductSettingBody,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FormActions } from '../../../components/ui/form-actions';
import { zodResolver } from '../../../lib/forms';
import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
import { showToast } from '../../../lib/toast';
import { reimburseSettingsKeys } from '../api/keys';
import { saveProductSetting } from '../api/products';
import { formatDims, formatWeight } from './measures';
import { MoneyInput } from './money-input';

const validate = zodResolver<TProductSettingBody>(ZProductSettingBody);

interface ProductEditModalProps {
  channelId: string;
  product: TProductSetting | null;
  dimensionUnit: TDimensionUnit;
  weightUnit: TWeightUnit;
  onClose: () => void;
}

function initialOf(
  channelId: string,
  p: TProductSetting,
  d: TDimensionUnit,
  w: TWeightUnit,
): TProductSettingBody {
  // Nothing saved yet: start from Amazon's measurement, then the catalogue's, for the seller to correct.
  const source =
    p.seller.length_in !== null ? p.seller : p.amazon.length_in !== null ? p.amazon : p.catalogue;
  return {
    channel_id: channelId,
    sku: p.sku,
    dimension_unit: d,
    weight_unit: w,
    length: fromCanonical(source.length_in, d),
    width: fromCanonical(source.width_in, d),
    height: fromCanonical(source.height_in, d),
    weight: fromCanonical(p.seller.weight_lb ?? source.weight_lb, w),
    unit_cost: p.seller.unit_cost,
    dimensions_confirmed: p.seller.dimensions_confirmed,
  };
}

function EditForm({
  channelId,
  product,
  dimensionUnit,
  weightUnit,
  onClose,
}: ProductEditModalProps & { product: TProductSetting }) {
  const queryClient = useQueryClient();
  const form = useForm<TProductSettingBody>({
    mode: 'controlled',
    initialValues: initialOf(channelId, product, dimensionUnit, weightUnit),
    validate,
  });
  const { error, saving, attempt } = useSaveAttempt();
  const side = (field: 'length' | 'width' | 'height' | 'weight', label: string, unit: string) => {
    const props = form.getInputProps(field);
    return (
      <NumberInput
        label={`${label} (${unit})`}
        min={0}
        decimalScale={3}
        {...props}
        value={props.value ?? ''}
        onChange={(value) => form.setFieldValue(field, value === '' ? null : Number(value))}
      />
    );
  };
  const submit = form.onSubmit((body) =>
    attempt(async () => {
      await saveProductSetting(body);
      await queryClient.invalidateQueries({ queryKey: reimburseSettingsKeys.all });
      showToast({ kind: 'success', message: REIMBURSE_SETTINGS_MESSAGES.saved });
      onClose();
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Amazon measured {formatDims(product.amazon, dimensionUnit)},{' '}
          {formatWeight(product.amazon.weight_lb, weightUnit)}
          {product.amazon.size_tier ? ` (${product.amazon.size_tier})` : ''}. Measure one unit in its
          packaging.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {side('length', 'Longest side', dimensionUnit)}
          {side('width', 'Median side', dimensionUnit)}
          {side('height', 'Shortest side', dimensionUnit)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {side('weight', 'Weight', weightUnit)}
          <MoneyInput
            label="Unit cost"
            description="What one unit costs you to make or buy."
            currency={product.currency}
            value={form.getValues().unit_cost}
            onChange={(minor) => form.setFieldValue('unit_cost', minor)}
            error={form.errors.unit_cost}
          />
        </SimpleGrid>
        <Checkbox
          label="These are the true dimensions and weight"
          description="The fee audit compares Amazon's measurement with these only once you confirm them."
          {...form.getInputProps('dimensions_confirmed', { type: 'checkbox' })}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <FormActions onCancel={onClose} pending={saving}>
          Save
        </FormActions>
      </Stack>
    </form>
  );
}

/** Edits one SKU's true dimensions, weight and unit cost in the units the page shows. */
export function ProductEditModal(props: ProductEditModalProps) {
  return (
    <Modal
      opened={props.product !== null}
      onClose={props.onClose}
      title={props.product ? `SKU ${props.product.sku}` : ''}
      size="lg"
    >
      {props.product && <EditForm key={props.product.sku} {...props} product={props.product} />}
    </Modal>
  );
}
