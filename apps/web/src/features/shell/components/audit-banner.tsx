import { Alert, Button, Group, Text } from '@mantine/core';
import { STAFF_AUDIT_LABELS } from '@seller-tools/contract';
import { IconEye } from '@tabler/icons-react';
import { errorMessageOf } from '../../../lib/http';
import { useStopAudit } from '../api/staff-audit';

/** The shell's notice while a staff member audits a seller (spec §3 isAuditing): read-only, and the way out. */
export function AuditBanner({ companyName }: { companyName: string }) {
  const stop = useStopAudit();
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconEye size={18} aria-hidden />}
      role="status"
      aria-label="Audit mode"
      data-testid="audit-banner"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {STAFF_AUDIT_LABELS.banner(companyName)}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          loading={stop.isPending}
          onClick={() => stop.mutate(undefined)}
        >
          {STAFF_AUDIT_LABELS.leave}
        </Button>
      </Group>
      {stop.isError && (
        <Text size="xs" mt={4}>
          {errorMessageOf(stop.error)}
        </Text>
      )}
    </Alert>
  );
}
