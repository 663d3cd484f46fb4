import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IS_FREE_OF_CHARGE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { InfoForm } from '../components/info-form';
import { RegistrationLayout } from '../components/registration-layout';
import { restartDraft } from '../draft';

/** /register/info (spec §2, step 1): the account form. */
export function RegisterInfoPage() {
  usePageMeta({
    title: 'Create your account',
    description: 'Create a Seller Tools account for your company: name, email, company and password.',
  });
  // Spec §3: the draft is cleared whenever registration starts again from here (an affiliate's ?ref= stays).
  const { search } = useLocation();
  useEffect(() => restartDraft(new URLSearchParams(search)), [search]);

  return (
    <RegistrationLayout
      headerAction={
        <Text size="sm" c="dimmed">
          <Text span inherit visibleFrom="xs">
            Already have an account?{' '}
          </Text>
          <Anchor component={Link} to={PUBLIC_ROUTES.login} fw={600} size="sm">
            Login
          </Anchor>
        </Text>
      }
    >
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 30 }} lts="-0.02em">
            Create your account
          </Title>
          <Text c="dimmed">
            Track ratings, reviews and reimbursements for your store in one place.
            {IS_FREE_OF_CHARGE && ' Free of charge for now.'}
          </Text>
        </Stack>
        <InfoForm />
      </Stack>
    </RegistrationLayout>
  );
}
