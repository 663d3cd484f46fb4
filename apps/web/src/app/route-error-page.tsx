import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BACK_TO_HOME_LABEL, GENERIC_ERROR_MESSAGE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useNavigate, useRouteError } from 'react-router';

/** The root error boundary: a page that failed to load even after its one reload, or crashed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (import.meta.env.DEV) console.error(error);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="lg" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="accent">
          <IconAlertTriangle size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Something went wrong
        </Title>
        <Text c="dimmed">{GENERIC_ERROR_MESSAGE}</Text>
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button
            variant="default"
            leftSection={<IconHome size={18} />}
            onClick={() => navigate(PUBLIC_ROUTES.home, { replace: true })}
          >
            {BACK_TO_HOME_LABEL}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
