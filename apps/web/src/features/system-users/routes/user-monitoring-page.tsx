import { Container, Stack, Tabs } from '@mantine/core';
import { IconHistory, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { AuditSection } from '../components/audit-section';
import { UsersSection } from '../components/users-section';

/** /system/user-monitoring (super-admin, spec §6): every user across companies, and the admin audit trail. */
export function UserMonitoringPage() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title="User monitoring"
          subtitle="Every user across companies, and what admins did to them"
        />
        <Tabs defaultValue="users" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
              Users
            </Tabs.Tab>
            <Tabs.Tab value="audit" leftSection={<IconHistory size={16} aria-hidden />}>
              Audit trail
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users" pt="md">
            <UsersSection />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="md">
            <AuditSection />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
