import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { IconArrowLeft, IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SettingsFrame } from '../components/settings-frame';

function Coming({ icon, heading, points }: { icon: ReactNode; heading: string; points: string[] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" maw={620}>
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {heading}
        </Title>
        <List spacing="xs" size="sm">
          {points.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Until then, the reimbursement dashboard shows what the audit found and each claim's deadline.
        </Text>
        <Button
          component={Link}
          to={REVIEW_ROUTES.dashboard}
          variant="light"
          leftSection={<IconArrowLeft size={16} />}
          w={{ base: '100%', xs: 'fit-content' }}
          // The label wraps on a phone instead of pushing the page sideways.
          styles={{
            root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
            label: { whiteSpace: 'normal' },
          }}
        >
          Back to the reimbursement dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

/** /reimburse/settings/billing: what billing will show (part 2 of the reimbursement line). */
export function ReimburseBillingPage() {
  return (
    <SettingsFrame title="Billing" description="Your payment method and invoices.">
      <Coming
        icon={<IconCreditCard size={26} />}
        heading="Coming with case filing"
        points={[
          'You pay only a share of what Amazon reimburses, at your plan’s percentage; nothing for findings that are not paid.',
          'A monthly invoice lists each reimbursement, its amount and our commission.',
          'Your payment method is added here before the first payout.',
        ]}
      />
    </SettingsFrame>
  );
}
