import { Button, type ButtonProps, type ElementProps } from '@mantine/core';

/** A registration step's main button: full width and rounded, one size on every step. */
export function StepButton(props: ButtonProps & ElementProps<'button', keyof ButtonProps>) {
  return <Button size="md" radius="xl" fullWidth {...props} />;
}
