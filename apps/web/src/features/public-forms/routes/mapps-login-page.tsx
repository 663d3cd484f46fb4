import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import {
  GENERIC_ERROR_MESSAGE,
  MAPPS_MESSAGES,
  MAPPS_REDIRECT_PARAM,
  MAPPS_STATE_PARAM,
  PUBLIC_ROUTES,
} from '@seller-tools/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { useMappsRedirectCheck } from '../api/mapps-login';
import { MappsLayout } from '../components/mapps-layout';
import classes from '../components/mapps-layout.module.css';
import { MappsLoginForm } from '../components/mapps-login-form';

function RefusedLink({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack gap="lg">
      <Title order={1} className={classes.title}>
        This sign-in link cannot be used
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
        {message}
      </Alert>
      {onRetry ? (
        <Button onClick={onRetry} variant="light">
          Try again
        </Button>
      ) : (
        <Button component={Link} to={PUBLIC_ROUTES.home} variant="light">
          Go to Seller Tools
        </Button>
      )}
    </Stack>
  );
}

/**
 * /mapps/login: sign-in for the embedded work-management app (spec §2). The app's return address is
 * checked before anything else; a missing or refused one shows why and no form.
 */
export function MappsLoginPage() {
  usePageMeta({
    title: 'Sign in for your workspace app',
    description: 'Connect your work-management app to your Seller Tools account.',
  });
  const [params] = useSearchParams();
  const redirect = (params.get(MAPPS_REDIRECT_PARAM) ?? '').trim();
  const state = params.get(MAPPS_STATE_PARAM) ?? undefined;
  const check = useMappsRedirectCheck(redirect);

  let content: ReactNode;
  if (redirect === '') {
    // Said at once, without asking the server: there is nothing to check.
    content = <RefusedLink message={MAPPS_MESSAGES.missingRedirect} />;
  } else if (check.isPending) {
    content = (
      <Stack align="center" gap="md" py="lg" role="status">
        <Loader aria-hidden />
        <Text>Checking the app that sent you here…</Text>
      </Stack>
    );
  } else if (check.isError) {
    content = <RefusedLink message={GENERIC_ERROR_MESSAGE} onRetry={() => void check.refetch()} />;
  } else if (!check.data.ok) {
    content = <RefusedLink message={check.data.message} />;
  } else {
    content = <MappsLoginForm redirect={redirect} origin={check.data.origin} state={state} />;
  }
  return <MappsLayout>{content}</MappsLayout>;
}
