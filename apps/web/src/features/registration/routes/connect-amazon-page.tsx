import { Anchor, Breadcrumbs, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConnectForm } from '../components/connect-form';
import { ConnectHelpLinks, PrivacyVideoButton } from '../components/connect-help';
import { RegistrationLayout } from '../components/registration-layout';
import { WelcomePanel } from '../components/welcome-panel';
import { RequirePriorStep } from '../step-guard';

/** /register/connect/amazon (spec §2, step 3): reachable only from the verify page. */
export function ConnectAmazonPage() {
  return (
    <RequirePriorStep
      from={PUBLIC_ROUTES.registerVerifyEmail}
      meta={{
        title: 'Connect your Amazon account',
        description: 'Choose your region and marketplace and authorize Seller Tools on Amazon.',
      }}
    >
      <ConnectAmazonScreen />
    </RequirePriorStep>
  );
}

function ConnectAmazonScreen() {
  return (
    <RegistrationLayout width={520} aside={<WelcomePanel />}>
      <Stack gap="xl">
        {/* The verify step is done and its code spent, so it is shown as a step, not a link. */}
        <nav aria-label="Registration steps">
          <Breadcrumbs separator={<IconChevronRight size={14} aria-hidden />} separatorMargin={6}>
            <Text size="sm" c="dimmed">
              Verify Email
            </Text>
            <Text size="sm" fw={700} c="brand.7" aria-current="step">
              Connect
            </Text>
          </Breadcrumbs>
        </nav>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }} lts="-0.02em">
            Which Amazon account do you want to grow first?
          </Title>
          <Text c="dimmed">
            Choose the marketplace of your seller account. You can connect more marketplaces later.
          </Text>
        </Stack>
        <ConnectForm />
        <Group justify="center">
          <PrivacyVideoButton />
        </Group>
        <Divider />
        <Stack gap="sm" align="center">
          <ConnectHelpLinks />
          <Text size="xs" c="dimmed" ta="center">
            Read our{' '}
            <Anchor component={Link} to={PUBLIC_ROUTES.privacyPolicy} target="_blank" rel="noopener" inherit>
              Privacy Policy
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to={PUBLIC_ROUTES.termsOfService} target="_blank" rel="noopener" inherit>
              Terms of Service
            </Anchor>
            .
          </Text>
        </Stack>
      </Stack>
    </RegistrationLayout>
  );
}
