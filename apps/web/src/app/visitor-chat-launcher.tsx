import { lazy, Suspense, useState } from 'react';
import classes from './visitor-chat-launcher.module.css';

// The chat widget and what it needs (TanStack Query, the HTTP client, Mantine's drawer): downloaded on
// the first click only, so the marketing pages carry nothing of it (issue 4: Lighthouse, JS budget).
const VisitorChat = lazy(() =>
  Promise.all([import('./app-services'), import('../features/support-chat/components/visitor-chat')]).then(
    ([services, chat]) => ({
      default: (props: { opened: boolean; onClose: () => void }) => (
        <services.AppServices>
          <chat.VisitorChat {...props} />
        </services.AppServices>
      ),
    }),
  ),
);

/** The chat launcher of the public site (spec §7's chat/feedback widget) for visitors. */
export function VisitorChatLauncher() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={classes.launcher}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        aria-label="Chat with us"
      >
        Chat with us
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <VisitorChat opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
