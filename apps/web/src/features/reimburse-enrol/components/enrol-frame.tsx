import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page frame of the enrolment pages outside the shell: a heading, a line under it, the content. */
export function EnrolFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
