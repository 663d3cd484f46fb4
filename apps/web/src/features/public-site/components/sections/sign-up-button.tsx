import { Button, type ButtonProps } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The sign-up call to action of the public pages: to the marketplace choice, an arrow after its words. */
export function SignUpButton({
  size = 'md',
  children,
  ...props
}: Omit<ButtonProps, 'size'> & { size?: 'md' | 'lg'; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={PUBLIC_ROUTES.marketSelect}
      size={size}
      radius="xl"
      rightSection={<IconArrowRight size={size === 'lg' ? 20 : 18} aria-hidden />}
      {...props}
    >
      {children}
    </Button>
  );
}
