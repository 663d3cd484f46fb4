import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import layout from './styles/layout.module.css';

type TBareListProps = Omit<StackProps, 'component'> & {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** A list (`ul`) without bullets or indent, its items stacked `gap` apart. */
export function BareList({ className, ...props }: TBareListProps) {
  return (
    <Stack
      component="ul"
      className={className ? `${layout.bareList} ${className}` : layout.bareList}
      {...props}
    />
  );
}
