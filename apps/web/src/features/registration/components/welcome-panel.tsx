import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { ClientLogoCarousel } from './client-logo-carousel';
import { CLIENT_LOGOS } from './client-logos';

/** The connect page's side panel (spec §2): a welcome, client logos and a testimonial. */
export function WelcomePanel() {
  return (
    <Stack gap={48} maw={440}>
      <Stack gap="sm">
        <Text size="sm" fw={700} tt="uppercase" lts="0.12em" c="brand.1">
          Almost there
        </Text>
        <Title order={2} c="white" fz={34} lh={1.15} lts="-0.02em">
          Welcome to Seller Tools
        </Title>
        <Text c="rgba(255, 255, 255, 0.84)" size="lg" lh={1.6}>
          Connect your store and Seller Tools starts gathering your ratings, reviews and reimbursement
          findings right away.
        </Text>
      </Stack>

      <ClientLogoCarousel logos={CLIENT_LOGOS} />

      <figure style={{ margin: 0 }}>
        <Stack
          gap="md"
          p="lg"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            background: 'rgba(255, 255, 255, 0.08)',
            border: '1px solid rgba(255, 255, 255, 0.14)',
          }}
        >
          <IconQuote size={28} color="var(--mantine-color-accent-3)" aria-hidden />
          <blockquote style={{ margin: 0 }}>
            <Text c="white" lh={1.6}>
              In our first month Seller Tools caught two listings with falling ratings before they hurt sales,
              and found $3,800 in lost FBA inventory Amazon had never reimbursed. I check one dashboard now
              instead of five tabs.
            </Text>
          </blockquote>
          <Group gap="sm" component="figcaption">
            <Avatar color="accent" radius="xl" variant="filled" aria-hidden>
              MC
            </Avatar>
            <div>
              <Text c="white" fw={700} size="sm">
                Maya Chen
              </Text>
              <Text c="rgba(255, 255, 255, 0.7)" size="xs">
                Founder, Cedar &amp; Pine Home Goods
              </Text>
            </div>
          </Group>
        </Stack>
      </figure>
    </Stack>
  );
}
