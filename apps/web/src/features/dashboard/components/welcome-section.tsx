import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { TUserInfo } from '../../../lib/storage';
import classes from './dashboard.module.css';

function firstNameOf(user: TUserInfo | null): string {
  return user?.fullName?.trim().split(/\s+/)[0] || user?.email || '';
}

interface WelcomeSectionProps {
  user: TUserInfo | null;
  roles: readonly string[];
  storeLabel: string | null;
}

export function WelcomeSection({ user, roles, storeLabel }: WelcomeSectionProps) {
  const firstName = firstNameOf(user);
  return (
    <section className={classes.welcome} aria-labelledby="welcome-title">
      <Container size="xl">
        <Stack gap="sm">
          <Text className={classes.eyebrow}>Dashboard</Text>
          <Title order={1} id="welcome-title" className={classes.greeting}>
            {firstName ? `Welcome, ${firstName}` : 'Welcome'}
          </Title>
          <Group gap="sm">
            {(storeLabel ?? user?.companyName) && (
              <Group gap={6} className={classes.company}>
                <IconBuildingStore size={18} aria-hidden />
                <Text inherit>{storeLabel ?? user?.companyName}</Text>
              </Group>
            )}
            {roles.map((role) => (
              <Badge key={role} variant="white" color="brand" size="sm">
                {role}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
