import { LoadingOverlay } from '@mantine/core';
import { loaderStore, type TLoaderStore } from './loader-store';
import { ServerBusyAlert } from './server-busy-alert';
import { useLoaderState } from './use-loader-state';

interface GlobalLoaderProps {
  store?: TLoaderStore;
}

/** The full-screen loader of spec §4 and its "Server busy" alert; mounted once by the app providers. */
export function GlobalLoader({ store = loaderStore }: GlobalLoaderProps) {
  const { visible, busy } = useLoaderState(store);
  return (
    <>
      <LoadingOverlay
        visible={visible}
        pos="fixed"
        zIndex={1000}
        overlayProps={{ backgroundOpacity: 0.35, blur: 2 }}
        loaderProps={{ type: 'dots', size: 'lg' }}
        data-testid="global-loader"
      />
      <ServerBusyAlert opened={busy} onClose={store.dismissBusy} />
    </>
  );
}
