import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PUBLIC_ROUTES, VERIFY_CODE_LENGTH, VERIFY_CODE_TTL_MINUTES } from '@seller-tools/contract';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { RegistrationLayout } from '../components/registration-layout';
import { VerifyEmailForm } from '../components/verify-email-form';
import { readDraft } from '../draft';
import { RequirePriorStep } from '../step-guard';

/** /register/verify/email (spec §2, step 2): reachable only from /register/info. */
export function VerifyEmailPage() {
  return (
    <RequirePriorStep
      from={PUBLIC_ROUTES.registerInfo}
      meta={{
        title: 'Verify your email',
        description: 'Enter the code we emailed you to verify your address.',
      }}
    >
      <VerifyEmailScreen />
    </RequirePriorStep>
  );
}

function VerifyEmailScreen() {
  const [email] = useState(() => readDraft().email);

  return (
    <RegistrationLayout>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={34} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 30 }} lts="-0.02em">
            Verify your email
          </Title>
          <Text c="dimmed">
            We sent a {VERIFY_CODE_LENGTH}-digit code to{' '}
            <Text span fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            . Enter it below to continue.
          </Text>
          <Text size="sm" c="dimmed">
            The code expires in {VERIFY_CODE_TTL_MINUTES} minutes.
          </Text>
        </Stack>
        <VerifyEmailForm email={email} />
      </Stack>
    </RegistrationLayout>
  );
}
