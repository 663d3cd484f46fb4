import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  CHANGE_PASSWORD_MESSAGES,
  NEW_PASSWORD_RULES,
  POST_LOGIN_ROUTE,
  PUBLIC_ROUTES,
  SUBMIT_DEBOUNCE_MS,
  type TChangePasswordValues,
  type TServerUserInfo,
  validate,
  validateChangePasswordForm,
} from '@seller-tools/contract';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LeavePageLogo } from '../../../components/ui/leave-page-logo';
import { updateUserInfo, userInfoFromServer, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { useChangePasswordLater } from '../api/change-password-later';
import { openAlertDialog } from '../components/alert-dialog';
import { AuthLayout } from '../components/auth-layout';
import { ChangePasswordFields } from '../components/change-password-fields';

const EMPTY: TChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LEAVE_MESSAGE = 'Your password stays as it is, so you can come back and change it at any time.';

function showNetworkError() {
  openAlertDialog({
    title: CHANGE_PASSWORD_MESSAGES.errorTitle,
    message: CHANGE_PASSWORD_MESSAGES.networkError,
  });
}

/** /login/password (spec §2, §5): replace a temporary (or the current) password, or keep it for later. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const userInfo = useSession()?.userInfo ?? null;
  const email = userInfo?.email ?? '';
  const change = useChangePassword();
  const later = useChangePasswordLater();
  // Checked with the contract's §5 form rules as typed; ChangePasswordFields decides when messages show.
  const form = useForm<TChangePasswordValues>({ mode: 'controlled', initialValues: EMPTY });
  const values = form.getValues();

  const errors = validateChangePasswordForm(values);
  // The form rules of §5 plus the new-password rules the checklist shows (the no-space rule is only there).
  const isValid =
    Object.values(errors).every((message) => message === null) &&
    validate(values.newPassword, NEW_PASSWORD_RULES) === null;
  const busy = change.isPending || later.isPending;

  const enterProduct = (serverUser: TServerUserInfo) => {
    updateUserInfo(userInfoFromServer(serverUser));
    navigate(POST_LOGIN_ROUTE, { replace: true });
  };

  const submit = useDebouncedCallback(async (sent: TChangePasswordValues) => {
    try {
      const result = await change.mutateAsync({
        email,
        currentPassword: sent.currentPassword,
        newPassword: sent.newPassword,
      });
      if (result.ok) {
        enterProduct(result.userInfo);
        // Landing on the dashboard says nothing by itself: confirm the change (issue 15).
        showToast({ kind: 'success', message: CHANGE_PASSWORD_MESSAGES.changed });
      } else openAlertDialog({ title: CHANGE_PASSWORD_MESSAGES.errorTitle, message: result.message });
    } catch {
      showNetworkError();
    }
  }, SUBMIT_DEBOUNCE_MS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isValid && !busy) submit(values);
  };

  const onLater = async () => {
    try {
      const result = await later.mutateAsync(email);
      if (result.ok) enterProduct(result.userInfo);
      else
        openAlertDialog({ title: 'Warning', message: CHANGE_PASSWORD_MESSAGES.laterFailed, tone: 'warning' });
    } catch {
      showNetworkError();
    }
  };

  const isTemporary = userInfo?.isNeedPasswordChange ?? true;

  return (
    <AuthLayout
      title="Change your password"
      subtitle={
        isTemporary
          ? 'You signed in with a temporary password. Choose a new one to keep your account secure.'
          : 'Choose a new password for your account.'
      }
      logo={<LeavePageLogo leaveTo={PUBLIC_ROUTES.home} message={LEAVE_MESSAGE} />}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="lg">
          <ChangePasswordFields
            values={values}
            errors={errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
            currentLabel={isTemporary ? 'Temporary password' : 'Current password'}
          />
          <Button type="submit" size="md" fullWidth disabled={!isValid || busy} loading={change.isPending}>
            Change Password
          </Button>
          <Text ta="center" size="sm">
            <Anchor component="button" type="button" fw={600} onClick={onLater} disabled={busy}>
              Change password later
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
