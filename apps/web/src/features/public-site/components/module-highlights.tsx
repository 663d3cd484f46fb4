import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartBar,
  IconMailForward,
  IconMessageCircle,
  IconReceiptRefund,
  IconShieldCheck,
  IconStar,
  IconTargetArrow,
  type TablerIcon,
} from '@tabler/icons-react';
import classes from './landing.module.css';

interface TModuleHighlight {
  title: string;
  description: string;
  icon: TablerIcon;
  color: string;
}

// The modules of spec §1, as a seller would want them explained.
const MODULES: TModuleHighlight[] = [
  {
    title: 'Product Ratings Tracker',
    description: 'Follow the star rating of every product and spot a drop the day it happens.',
    icon: IconStar,
    color: 'accent',
  },
  {
    title: 'Review Observer',
    description: 'See new reviews as they arrive and reach unhappy buyers first.',
    icon: IconMessageCircle,
    color: 'brand',
  },
  {
    title: 'Review Request Automation',
    description: 'Ask buyers for a review automatically, on rules you set once.',
    icon: IconMailForward,
    color: 'teal',
  },
  {
    title: 'Violation monitoring',
    description: 'Get warned about listing violations before they cost you sales.',
    icon: IconShieldCheck,
    color: 'red',
  },
  {
    title: 'PPC Manager and Reports',
    description: 'Keep advertising and the numbers that matter side by side.',
    icon: IconTargetArrow,
    color: 'violet',
  },
  {
    title: 'Reimbursement recovery',
    description: 'Recover money for lost or damaged inventory, fee overcharges and shipment discrepancies.',
    icon: IconReceiptRefund,
    color: 'green',
  },
];

export function ModuleHighlights() {
  return (
    <section className={classes.section} aria-labelledby="modules-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconChartBar size={26} />
          </ThemeIcon>
          <Title order={2} id="modules-title" className={classes.sectionTitle}>
            Everything a growing seller needs
          </Title>
          <Text c="gray.7" size="lg" maw={560}>
            Beyond reviews, one account covers listing violations, advertising, reports and reimbursements.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {MODULES.map(({ title, description, icon: Icon, color }) => (
            <Paper key={title} p="xl" radius="lg" className={classes.moduleCard}>
              <ThemeIcon variant="light" color={color} size={46} radius="md" mb="md" aria-hidden>
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {title}
              </Title>
              <Text c="gray.7" size="sm" lh={1.6}>
                {description}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
