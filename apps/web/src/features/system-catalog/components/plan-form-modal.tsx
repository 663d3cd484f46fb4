import {
  Button,
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
import {
  MODULES,
  type TSystemPlan,
  type TSystemPlanRequest,
  ZSystemPlanRequest,
} from '@seller-tools/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSavePlan } from '../api/plans';
import { fieldErrors } from './field-errors';

interface PlanFormModalProps {
  plan: TSystemPlan | null;
  onClose: () => void;
}

/** Create or edit a plan. The price is entered in the currency's major unit and sent in cents. */
export function PlanFormModal({ plan, onClose }: PlanFormModalProps) {
  const [name, setName] = useState(plan?.plan_name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [modules, setModules] = useState<string[]>(plan?.modules ?? ['review']);
  const [price, setPrice] = useState<number | string>(plan ? plan.price_cents / 100 : 0);
  const [currency, setCurrency] = useState(plan?.currency ?? 'USD');
  const [commission, setCommission] = useState<number | string>(plan?.commission_percent ?? '');
  const [isDefault, setIsDefault] = useState(plan?.is_default ?? false);
  const [isActive, setIsActive] = useState(plan?.is_active ?? true);
  const [sortOrder, setSortOrder] = useState<number | string>(plan?.sort_order ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSavePlan();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body: TSystemPlanRequest = {
      name,
      description,
      modules: modules as TSystemPlanRequest['modules'],
      price_cents: price === '' ? Number.NaN : Math.round(Number(price) * 100),
      currency,
      commission_percent: commission === '' ? null : Number(commission),
      is_default: isDefault,
      is_active: isActive,
      sort_order: Number(sortOrder) || 0,
    };
    const parsed = ZSystemPlanRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      await save.mutateAsync({ planId: plan?.plan_id ?? null, body: parsed.data });
      showToast({ kind: 'success', message: plan ? 'Plan saved.' : 'Plan created.' });
      onClose();
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  }

  return (
    <Modal opened onClose={onClose} title={plan ? `Edit plan ${plan.plan_name}` : 'New plan'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Plan name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Textarea
            label="Description"
            value={description}
            error={errors.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Checkbox.Group label="Modules" value={modules} onChange={setModules} error={errors.modules}>
            <Group mt={4}>
              {MODULES.map((module) => (
                <Checkbox key={module} value={module} label={module} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Monthly price"
              min={0}
              decimalScale={2}
              value={price}
              error={errors.price_cents}
              onChange={setPrice}
            />
            <TextInput
              label="Currency"
              maxLength={3}
              value={currency}
              error={errors.currency}
              onChange={(e) => setCurrency(e.currentTarget.value)}
            />
            <NumberInput
              label="Commission %"
              min={0}
              max={100}
              allowDecimal={false}
              value={commission}
              error={errors.commission_percent}
              onChange={setCommission}
            />
            <NumberInput
              label="Sort order"
              allowDecimal={false}
              value={sortOrder}
              error={errors.sort_order}
              onChange={setSortOrder}
            />
          </SimpleGrid>
          <Switch
            label="Default plan (every company has it)"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.currentTarget.checked)}
          />
          <Switch label="Active" checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
          {serverError && (
            <Text c="red" size="sm" role="alert">
              {serverError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
