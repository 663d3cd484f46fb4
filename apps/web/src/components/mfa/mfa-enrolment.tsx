import { Alert, Button, Code, Group, Image, List, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/http';
import { useConfirmMfaEnrolment, useStartMfaEnrolment } from '../../lib/mfa';
import { OneTimeCodeInput } from './one-time-code-input';

export const MFA_ENROLMENT_TEXTS = {
  scan: 'Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manual: 'Cannot scan? Enter this key in the app:',
  codeLabel: 'Authentication code',
  turnOn: 'Turn on',
  recoveryTitle: 'Save your recovery codes',
  recoveryHelp:
    'Each code signs you in once if you lose your device. Keep them somewhere safe: they are shown only now.',
  saved: 'I have saved my recovery codes',
} as const;

/** The QR code of an otpauth:// URI as a data URL, drawn in the browser: the secret never leaves it. */
function useQrDataUrl(uri: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    // Loaded on demand: only this screen needs the QR encoder.
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 200 }))
      .then((data) => {
        if (live) setUrl(data);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return url;
}

interface MfaEnrolmentProps {
  /** After the recovery codes were read: the caller refreshes what depends on the status. */
  onDone: () => void;
}

/** Setting up two-step verification: QR code, a first code, then the recovery codes once (issue 17). */
export function MfaEnrolment({ onDone }: MfaEnrolmentProps) {
  const start = useStartMfaEnrolment();
  const confirm = useConfirmMfaEnrolment();
  const [code, setCode] = useState('');
  const qr = useQrDataUrl(start.data?.otpauth_uri);
  const { mutate: begin } = start;
  const begun = useRef(false);

  // A fresh secret each time the screen opens (once, even when effects run twice in development); nothing
  // changes on the account until a code confirms it.
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin();
  }, [begin]);

  if (confirm.data) {
    return (
      <Stack gap="md">
        <Text fw={600}>{MFA_ENROLMENT_TEXTS.recoveryTitle}</Text>
        <Text size="sm">{MFA_ENROLMENT_TEXTS.recoveryHelp}</Text>
        <List aria-label="Recovery codes" spacing={4} listStyleType="none">
          {confirm.data.recovery_codes.map((c) => (
            <List.Item key={c}>
              <Code fz="md">{c}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button onClick={onDone}>{MFA_ENROLMENT_TEXTS.saved}</Button>
        </Group>
      </Stack>
    );
  }

  if (start.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(start.error)}
      </Alert>
    );
  }
  if (!start.data) return <Loader size="sm" aria-label="Loading" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || confirm.isPending) return;
    confirm.mutate(code.trim(), { onError: () => setCode('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set up two-step verification">
      <Stack gap="md">
        <Text size="sm">{MFA_ENROLMENT_TEXTS.scan}</Text>
        {qr ? <Image src={qr} alt={MFA_ENROLMENT_TEXTS.qrAlt} w={200} h={200} /> : <Loader size="sm" />}
        <Text size="sm">
          {MFA_ENROLMENT_TEXTS.manual} <Code data-testid="mfa-secret">{start.data.secret}</Code>
        </Text>
        {confirm.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(confirm.error)}
          </Alert>
        ) : null}
        <OneTimeCodeInput
          label={MFA_ENROLMENT_TEXTS.codeLabel}
          name="code"
          value={code}
          onChange={setCode}
          w={220}
        />
        <Group>
          <Button type="submit" disabled={code.trim() === ''} loading={confirm.isPending}>
            {MFA_ENROLMENT_TEXTS.turnOn}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
