import { Center, Stack, Text } from '@mantine/core';
import { ACCOUNT_CONNECTING_TEXT } from '@seller-tools/contract';
import { useEffect, useState } from 'react';
import { ConnectingAnimation } from '../components/connecting-animation';

export const UNREACHABLE_OPENER_TEXT =
  'This window cannot hand the connection back to Seller Tools. Close it, then click Connect again in Seller Tools.';
export const SLOW_HANDBACK_TEXT =
  'Taking longer than expected? If Seller Tools did not move on, close this window and click Connect again.';

/** The opener reads this window within a poll or two; well after that, something else is wrong. */
export const HANDBACK_GRACE_MS = 10_000;

/**
 * Whether the tab that opened this window can read it: it must exist and be on this very origin (a tab
 * on another address, e.g. 127.0.0.1 while this is localhost, is refused by the browser, issue 15).
 */
function openerCanRead(source: Window): boolean {
  try {
    return Boolean(source.opener?.location.href);
  } catch {
    return false;
  }
}

/**
 * /auth/user/amazon (spec §2): where the consent popup returns. It only shows progress; the tab that
 * opened the popup reads this window's address and closes it. When that cannot happen (no opener, or one
 * on another origin) or does not happen in time, it says what to do instead of spinning forever.
 */
export function AmazonAuthReturnPage() {
  const [unreachable] = useState(() => !openerCanRead(window));
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (unreachable) return;
    const timer = setTimeout(() => setSlow(true), HANDBACK_GRACE_MS);
    return () => clearTimeout(timer);
  }, [unreachable]);

  return (
    <Center mih="100dvh" p="xl" bg="gray.0">
      {unreachable ? (
        // Nothing is connecting here: only the opener could post the code.
        <Text role="alert" fw={700} ta="center" c="dark.7" maw={420}>
          {UNREACHABLE_OPENER_TEXT}
        </Text>
      ) : (
        <Stack align="center" gap="xl" role="status" maw={420}>
          <ConnectingAnimation />
          <Text fw={700} fz="xl" c="dark.7">
            {ACCOUNT_CONNECTING_TEXT}
          </Text>
          {slow && (
            <Text ta="center" c="dark.6">
              {SLOW_HANDBACK_TEXT}
            </Text>
          )}
        </Stack>
      )}
    </Center>
  );
}
