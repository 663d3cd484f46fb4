import {
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PLAN_MODULES,
  type TSystemPlan,
  type TSystemPlanRequest,
  ZSystemPlanRequest,
} from '@seller-tools/contract';
import { FormActions } from '../../../components/ui/form-actions';
import { topLevelErrors, zodResolver } from '../../../lib/forms';
import { useSavePlan } from '../api/plans';
import { useModalSave } from './use-modal-save';

interface PlanFormModalProps {
  plan: TSystemPlan | null;
  onClose: () => void;
}

interface TPlanValues {
  name: string;
  description: string;
  modules: string[];
  /** In the currency's major unit; '' while the input is empty. */
  price: number | string;
  currency: string;
  commission_percent: number | string;
  is_default: boolean;
  is_active: boolean;
  sort_order: number | string;
}

function planBody(values: TPlanValues): TSystemPlanRequest {
  return {
    name: values.name,
    description: values.description,
    modules: values.modules as TSystemPlanRequest['modules'],
    price_cents: values.price === '' ? Number.NaN : Math.round(Number(values.price) * 100),
    currency: values.currency,
    commission_percent: values.commission_percent === '' ? null : Number(values.commission_percent),
    is_default: values.is_default,
    is_active: values.is_active,
    sort_order: Number(values.sort_order) || 0,
  };
}

const checkPlan = zodResolver<TSystemPlanRequest>(ZSystemPlanRequest);

/** The contract's messages for the body, under the inputs they come from (the price is entered in units). */
function planErrors(values: TPlanValues) {
  const { price_cents: price, ...errors } = topLevelErrors(checkPlan(planBody(values)));
  return price === undefined ? errors : { ...errors, price };
}

/** Create or edit a plan. The price is entered in the currency's major unit and sent in cents. */
export function PlanFormModal({ plan, onClose }: PlanFormModalProps) {
  const form = useForm<TPlanValues>({
    mode: 'controlled',
    initialValues: {
      name: plan?.plan_name ?? '',
      description: plan?.description ?? '',
      modules: plan?.modules ?? ['review'],
      price: plan ? plan.price_cents / 100 : 0,
      currency: plan?.currency ?? 'USD',
      commission_percent: plan?.commission_percent ?? '',
      is_default: plan?.is_default ?? false,
      is_active: plan?.is_active ?? true,
      sort_order: plan?.sort_order ?? 0,
    },
    validate: planErrors,
    // Messages come from the last try to send and stay until the next one.
    clearInputErrorOnChange: false,
  });
  const save = useSavePlan();
  const { serverError, submit } = useModalSave(
    (values: TPlanValues) =>
      save.mutateAsync({ planId: plan?.plan_id ?? null, body: ZSystemPlanRequest.parse(planBody(values)) }),
    plan ? 'Plan saved.' : 'Plan created.',
    onClose,
  );

  return (
    <Modal opened onClose={onClose} title={plan ? `Edit plan ${plan.plan_name}` : 'New plan'} size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput label="Plan name" required {...form.getInputProps('name')} />
          <Textarea label="Description" {...form.getInputProps('description')} />
          <Checkbox.Group label="Modules" {...form.getInputProps('modules')}>
            <Group mt={4}>
              {PLAN_MODULES.map((module) => (
                <Checkbox key={module} value={module} label={module} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput label="Monthly price" min={0} decimalScale={2} {...form.getInputProps('price')} />
            <TextInput label="Currency" maxLength={3} {...form.getInputProps('currency')} />
            <NumberInput
              label="Commission %"
              min={0}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('commission_percent')}
            />
            <NumberInput label="Sort order" allowDecimal={false} {...form.getInputProps('sort_order')} />
          </SimpleGrid>
          <Switch
            label="Default plan (every company has it)"
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
          <Switch label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
          {serverError && (
            <Text c="red" size="sm" role="alert">
              {serverError}
            </Text>
          )}
          <FormActions onCancel={onClose} pending={save.isPending}>
            Save
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
