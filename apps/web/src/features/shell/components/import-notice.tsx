import { Loader, Text, UnstyledButton } from '@mantine/core';
import classes from './shell.module.css';

/** A quiet reminder in the menu while the first import runs; it reopens the welcome modal. */
export function ImportNotice({ onOpen }: { onOpen: () => void }) {
  return (
    <UnstyledButton className={classes.importNotice} onClick={onOpen}>
      <Loader size={14} type="oval" />
      <span>
        <Text component="span" size="xs" fw={700} display="block">
          Importing your store
        </Text>
        <Text component="span" size="xs" c="dimmed" display="block">
          We tell you when it is ready
        </Text>
      </span>
    </UnstyledButton>
  );
}
