import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { IconArrowRight, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './store-state.module.css';

/** A page built from store data, before there is a store: the first thing to do is to connect one. */
export function NoStorePanel({ willShow }: { willShow: string }) {
  return (
    <Paper className={classes.panel} radius="lg" p={{ base: 'lg', sm: 48 }} data-stage="no-store">
      <Stack align="center" gap="md" maw={520} mx="auto" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="accent">
          <IconPlugConnected size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Connect a store to get started
        </Title>
        <Text c="dimmed">{willShow}</Text>
        <Text size="sm">This page fills in from your Amazon seller account: connect it first.</Text>
        <Button
          component={Link}
          to={REVIEW_ROUTES.settingsIntegrations}
          size="md"
          rightSection={<IconArrowRight size={18} />}
        >
          Connect a store
        </Button>
      </Stack>
    </Paper>
  );
}
