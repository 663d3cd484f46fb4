import { Button, Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MODAL_TITLES } from '@seller-tools/contract';
import { IconDoorExit } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { BrandLogo } from './brand-logo';

interface LeavePageLogoProps {
  /** Where Leave goes. */
  leaveTo: string;
  /** The line under the title; by default it says the progress is saved. */
  message?: string;
  /** Logo height in px. */
  size?: number;
  /** White word mark for dark backgrounds. */
  inverted?: boolean;
}

const DEFAULT_MESSAGE = 'Your progress is saved, so you can come back and pick up where you left off.';

/** The logo of a multi-step screen: clicking it asks "Leave this page?" (Stay / Leave) instead of leaving. */
export function LeavePageLogo({
  leaveTo,
  message = DEFAULT_MESSAGE,
  size = 30,
  inverted,
}: LeavePageLogoProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();

  return (
    <>
      <UnstyledButton onClick={open} aria-label="Seller Tools home" aria-haspopup="dialog">
        <BrandLogo size={size} inverted={inverted} />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={MODAL_TITLES.leavePage} centered size="sm">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" color="accent" aria-hidden>
              <IconDoorExit size={22} />
            </ThemeIcon>
            <Text c="dimmed" size="sm" pt={2}>
              {message}
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Stay
            </Button>
            <Button
              onClick={() => {
                close();
                navigate(leaveTo);
              }}
            >
              Leave
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
