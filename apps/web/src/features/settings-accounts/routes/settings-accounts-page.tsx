import { Container, Stack } from '@mantine/core';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { usePageMeta } from '../../../lib/page-meta';
import { useUser } from '../api/user';
import { DevicesSection } from '../components/devices-section';
import { ProfileForm } from '../components/profile-form';
import { TeamSection } from '../components/team-section';
import { TwoStepSection } from '../components/two-step-section';

/** /settings/accounts (the user menu's Profile): your own profile, and the team for company admins. */
export function SettingsAccountsPage() {
  usePageMeta({ title: 'Accounts', description: 'Your profile and your team.' });
  const user = useUser();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title="Accounts"
          subtitle={
            user.data && !user.data.is_company_admin
              ? 'Your profile.'
              : 'Your profile, and who else works on your stores.'
          }
        />
        {user.isPending && <CardsSkeleton cards={2} label="Loading your profile" />}
        {user.isError && (
          <ErrorNotice
            error={user.error}
            title="Your profile could not be loaded"
            onRetry={() => void user.refetch()}
          />
        )}
        {user.data && <ProfileForm user={user.data} />}
        {user.data && <TwoStepSection />}
        {user.data && <DevicesSection />}
        {/* Only a company admin has a team to manage: a member's page never asks for it (the server
            would answer 403). */}
        {user.data?.is_company_admin && <TeamSection selfEmail={user.data.email} />}
      </Stack>
    </Container>
  );
}
