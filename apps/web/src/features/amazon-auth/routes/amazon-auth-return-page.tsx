import { Center, Stack, Text } from '@mantine/core';
import { ACCOUNT_CONNECTING_TEXT } from '@seller-tools/contract';
import { ConnectingAnimation } from '../components/connecting-animation';

/**
 * /auth/user/amazon (spec §2): where the consent popup returns. It only shows progress; the registration
 * tab that opened the popup reads this window's address and closes it.
 */
export function AmazonAuthReturnPage() {
  return (
    <Center mih="100dvh" p="xl" bg="gray.0">
      <Stack align="center" gap="xl" role="status">
        <ConnectingAnimation />
        <Text fw={700} fz="xl" c="dark.7">
          {ACCOUNT_CONNECTING_TEXT}
        </Text>
      </Stack>
    </Center>
  );
}
