import { Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { GENERIC_ERROR_MESSAGE, PUBLIC_ROUTES, REVIEW_ROUTES, SIGNUP_MESSAGES } from '@seller-tools/contract';
import { IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { postSignInTarget, signIn } from '../../../lib/session';
import { openMessageDialog } from '../components/dialogs';
import { RegistrationLayout } from '../components/registration-layout';
import { StepButton } from '../components/step-button';
import { clearDraft, readDraft } from '../draft';
import { clearInfoDraft } from '../info-draft';
import { clearMarketChoice } from '../market-choice';
import { RequirePriorStep } from '../step-guard';

/** /register/complete (spec §2, step 4): reachable only from the connect page. */
export function CompletePage() {
  return (
    <RequirePriorStep
      from={PUBLIC_ROUTES.registerConnectAmazon}
      meta={{ title: 'Registration complete', description: 'Your account is ready to sign in.' }}
    >
      <CompleteScreen />
    </RequirePriorStep>
  );
}

function CompleteScreen() {
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState<'complete' | 'ads' | null>(null);
  // The password is kept in memory only (see draft.ts): after a reload the user types it once more.
  const [askPassword] = useState(() => readDraft().password === '');
  const [typedPassword, setTypedPassword] = useState('');

  // Spec §4: sign in with the draft's credentials; on success the draft goes and the session is stored.
  // Amazon grants advertising separately (issue 18): "connect advertising" signs in the same way and
  // opens Settings → Integrations, where the store's Connect advertising button starts that consent.
  async function onComplete(then: 'complete' | 'ads' = 'complete') {
    const { email, password: kept } = readDraft();
    const password = askPassword ? typedPassword : kept;
    setSigningIn(then);
    let target: string | null = null;
    try {
      const result = await signIn({ user_name: email, password, remember_me: false });
      if (result.ok === true)
        target =
          then === 'ads' && !result.needsPasswordChange
            ? REVIEW_ROUTES.settingsIntegrations
            : postSignInTarget(result.needsPasswordChange);
    } catch {
      // A network failure gets the same warning as a refused sign-in (spec §8).
    }
    setSigningIn(null);
    if (target === null) {
      openMessageDialog({ title: SIGNUP_MESSAGES.completeWarningTitle, message: GENERIC_ERROR_MESSAGE });
      return;
    }
    clearDraft();
    clearInfoDraft();
    clearMarketChoice();
    navigate(target, { replace: true });
  }

  return (
    <RegistrationLayout>
      <Stack gap="lg" align="center" ta="center" py="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="accent" aria-hidden>
          <IconConfetti size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 28, sm: 32 }} lts="-0.02em">
          Congratulations!
        </Title>
        <Text c="dimmed" maw={360}>
          Your account is set up and your Amazon store is connected. We are gathering your data now; it will
          appear on your dashboard as it arrives.
        </Text>
        {askPassword && (
          <PasswordInput
            w="100%"
            maw={320}
            label="Password"
            description="For your safety we did not keep it when the page reloaded. Enter it to sign in."
            value={typedPassword}
            onChange={(event) => setTypedPassword(event.currentTarget.value)}
            autoComplete="current-password"
          />
        )}
        <StepButton
          maw={320}
          onClick={() => void onComplete()}
          loading={signingIn === 'complete'}
          disabled={(askPassword && typedPassword === '') || signingIn !== null}
        >
          Complete
        </StepButton>
        <Text size="sm" c="dimmed" maw={360}>
          Advertising data needs a separate authorization on Amazon. Connect it now, or any time later in
          Settings → Integrations.
        </Text>
        <Button
          variant="default"
          radius="xl"
          fullWidth
          maw={320}
          onClick={() => void onComplete('ads')}
          loading={signingIn === 'ads'}
          disabled={(askPassword && typedPassword === '') || signingIn !== null}
        >
          Sign in and connect advertising
        </Button>
      </Stack>
    </RegistrationLayout>
  );
}
