import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './auth-layout.module.css';

const BENEFITS = [
  'Track every product rating and new review as it lands',
  'Ask buyers for reviews automatically, within the rules',
  'Spot listing violations and recover lost inventory money',
];

/** The decorative side of the auth screens (desktop only): what the account gives access to. */
export function AuthBrandPanel() {
  return (
    <aside className={classes.panel} aria-label="About Seller Tools">
      <Stack className={classes.panelInner} gap="xl">
        <Title order={2} className={classes.panelTitle}>
          Your whole seller account, one dashboard
        </Title>
        <Text className={classes.panelLead}>
          Ratings, reviews, review requests and reimbursements for every store of your company.
        </Text>
        <List
          spacing="md"
          icon={
            <ThemeIcon size={26} radius="xl" color="accent" aria-hidden>
              <IconCheck size={16} stroke={3} />
            </ThemeIcon>
          }
        >
          {BENEFITS.map((benefit) => (
            <List.Item key={benefit} className={classes.benefit}>
              {benefit}
            </List.Item>
          ))}
        </List>
      </Stack>
    </aside>
  );
}
