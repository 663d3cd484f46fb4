// A tiny change notifier: storage writes do not fire events in the same tab, so the session helpers
// announce their own changes and useSession re-reads.
type TListener = () => void;

const listeners = new Set<TListener>();

export function subscribeSession(listener: TListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}
