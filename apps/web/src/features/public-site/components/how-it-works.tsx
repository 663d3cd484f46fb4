import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

// The sign-up path of spec §1.
const STEPS = [
  { title: 'Register your company', description: 'Create an account for your company with your work email.' },
  { title: 'Verify your email', description: 'Enter the six-character code we send you.' },
  {
    title: 'Connect your seller account',
    description: 'Authorize Seller Tools for your marketplace, and your dashboard is ready.',
  },
];

export function HowItWorks() {
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Title order={2} className={classes.sectionTitle}>
            Up and running in three steps
          </Title>
          <Text c="dimmed" size="lg" maw={520}>
            No installation: everything runs in your browser.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'xl', md: 40 }}>
          {STEPS.map((step, index) => (
            <div key={step.title} className={classes.step}>
              <span className={classes.stepNumber}>{index + 1}</span>
              <Title order={3} fz="lg" mb={6}>
                {step.title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {step.description}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
