import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface ListPageProps {
  title: string;
  subtitle?: string | null;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a wide list page: the page header, then its filters and list stacked under it. */
export function ListPage({ title, subtitle, actions, children }: ListPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={title} subtitle={subtitle} actions={actions} />
        {children}
      </Stack>
    </Container>
  );
}
