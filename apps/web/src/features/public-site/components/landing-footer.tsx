import { Container, Group, Text } from '@mantine/core';
import { BrandLogo } from '../../../components/ui/brand-logo';
import classes from './landing.module.css';

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <BrandLogo size={26} />
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Seller Tools
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
