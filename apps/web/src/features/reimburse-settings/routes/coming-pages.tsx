import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { IconArrowLeft, IconFileText } from '@tabler/icons-react';
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

/** /reimburse/settings/document-generator: what the generator will do (part 2 of the reimbursement line). */
export function DocumentGeneratorPage() {
  return (
    <SettingsFrame title="Document generator" description="Proof documents for your cases.">
      <Coming
        icon={<IconFileText size={26} />}
        heading="Coming with case filing"
        points={[
          'Invoices and proof of ownership built from your unit costs and supplier details, in the form Amazon asks for.',
          'Each case gets the documents its kind needs, attached when it is filed.',
          'Documents you upload yourself are kept with the case they prove.',
        ]}
      />
    </SettingsFrame>
  );
}
