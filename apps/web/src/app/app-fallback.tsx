import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code loads. */
export function AppFallback() {
  return (
    <Center mih="100dvh" aria-busy="true" aria-label="Loading">
      <Loader type="dots" size="lg" />
    </Center>
  );
}
