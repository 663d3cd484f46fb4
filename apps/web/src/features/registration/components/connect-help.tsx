import { Anchor, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DATA_PRIVACY_VIDEO } from '@seller-tools/contract';
import {
  IconDatabase,
  IconEye,
  IconHandStop,
  IconKey,
  IconLock,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ProductVideo } from '../../../components/ui/video/product-video';

function Point({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" size={32} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm" pt={5}>
        {children}
      </Text>
    </Group>
  );
}

export function WhyConnectContent() {
  return (
    <Stack gap="md">
      <Text>
        Seller Tools works from your store's own data. Connecting your Amazon seller account lets us track
        your product ratings, notice new reviews the moment they appear, send review requests on the schedule
        you set and find reimbursements Amazon owes you.
      </Text>
      <Text>
        You sign in on Amazon's own page and Amazon asks for your consent through its official Selling Partner
        API authorization. We never see or store your Amazon password.
      </Text>
    </Stack>
  );
}

export function DataPrivacyContent() {
  return (
    <Stack gap="md">
      <Point icon={<IconEye size={18} />}>
        <b>Read-only access.</b> We connect through Amazon's official Selling Partner API authorization and
        read only what the features need.
      </Point>
      <Point icon={<IconDatabase size={18} />}>
        <b>What we read:</b>
      </Point>
      <List size="sm" withPadding spacing={4} ml={40} mt={-8}>
        <List.Item>orders, to time review requests</List.Item>
        <List.Item>review-related product data: ASINs, titles, ratings and reviews</List.Item>
        <List.Item>FBA inventory and reimbursements, to find money owed to you</List.Item>
      </List>
      <Point icon={<IconHandStop size={18} />}>
        <b>No changes behind your back.</b> We never change your listings or message buyers unless you set up
        a rule that tells us to, such as a review request automation.
      </Point>
      <Point icon={<IconLock size={18} />}>
        <b>Encrypted tokens.</b> The authorization Amazon gives us is encrypted at rest and is never shared.
      </Point>
      <Point icon={<IconKey size={18} />}>
        <b>You stay in control.</b> Revoke our access any time in Seller Central under Apps and Services ›
        Manage Your Apps.
      </Point>
    </Stack>
  );
}

interface HelpDialogLinkProps {
  label: string;
  title: string;
  children: ReactNode;
}

function HelpDialogLink({ label, title, children }: HelpDialogLinkProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" fw={600} onClick={open} aria-haspopup="dialog">
        {label}
      </Anchor>
      <Modal opened={opened} onClose={close} title={title} centered size="lg">
        {children}
        <Group justify="flex-end" mt="xl">
          <Button onClick={close} data-autofocus>
            Got it
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** "Why We Ask to Connect?" and "Data Privacy" (spec §2), each a dialog. */
export function ConnectHelpLinks() {
  return (
    <Group gap="lg" justify="center">
      <HelpDialogLink label="Why We Ask to Connect?" title="Why we ask to connect">
        <WhyConnectContent />
      </HelpDialogLink>
      <HelpDialogLink label="Data Privacy" title="Data privacy">
        <DataPrivacyContent />
      </HelpDialogLink>
    </Group>
  );
}

/**
 * The data privacy video button (spec §2): the video, recorded from the real connect flow, plays in a
 * dialog; nothing of it loads before the dialog opens and the user presses play.
 */
export function PrivacyVideoButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        radius="xl"
        leftSection={<IconPlayerPlayFilled size={16} />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {DATA_PRIVACY_VIDEO.title}
      </Button>
      <Modal opened={opened} onClose={close} title={DATA_PRIVACY_VIDEO.title} centered size="xl">
        <Stack gap="md">
          <ProductVideo id={DATA_PRIVACY_VIDEO.id} title={DATA_PRIVACY_VIDEO.title} />
          <Text size="sm" c="dimmed">
            You sign in on Amazon's own page, Amazon asks for your consent, and we keep a read-only
            authorization, encrypted at rest, that you can revoke any time in Seller Central under Apps and
            Services › Manage Your Apps.
          </Text>
        </Stack>
        <Group justify="flex-end" mt="xl">
          <Button onClick={close} data-autofocus>
            Close
          </Button>
        </Group>
      </Modal>
    </>
  );
}
