import { Box, Paper, Stack, Text } from '@mantine/core';
import { Outlet, useOutletContext } from 'react-router';
import { MfaEnrolment } from '../components/mfa/mfa-enrolment';
import { ListPage } from '../components/ui/list-page';
import { QueryState } from '../components/ui/query-state';
import { useMfaStatus, useRefreshMfaStatus } from '../lib/mfa';

export const MFA_GATE_TEXTS = {
  title: 'Set up two-step verification',
  intro:
    'Staff accounts need two-step verification before any system page. Set it up once; each sign-in then asks for a code from your authenticator app.',
} as const;

/**
 * Above every system page (issue 17): a staff user without a second factor is asked to enrol first. The
 * server refuses their system APIs until then anyway; this shows why, and the way out.
 */
export function SystemMfaGate() {
  const status = useMfaStatus();
  const refresh = useRefreshMfaStatus();
  // The shell's context (current store and stores) passes through to the page.
  const context = useOutletContext();
  return (
    <QueryState query={status} errorTitle="Two-step verification could not be checked">
      {(mfa) =>
        mfa.required && !mfa.enabled ? (
          // The page frame every page has (it sat flush against the menu and the top edge).
          <ListPage title={MFA_GATE_TEXTS.title}>
            <Box maw={640}>
              <Paper withBorder p="lg" radius="md">
                <Stack gap="md">
                  <Text size="sm">{MFA_GATE_TEXTS.intro}</Text>
                  <MfaEnrolment onDone={() => void refresh()} />
                </Stack>
              </Paper>
            </Box>
          </ListPage>
        ) : (
          <Outlet context={context} />
        )
      }
    </QueryState>
  );
}
