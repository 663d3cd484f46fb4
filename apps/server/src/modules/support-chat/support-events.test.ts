import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { createSupportEvents, SUPPORT_INBOX, SUPPORT_RESYNC } from './support-events.ts';

describe('support chat events', () => {
  const database = useTestDatabase();

  it('a change made by one process reaches the streams another process holds, once each', async () => {
    const writer = createSupportEvents(database.db);
    const reader = createSupportEvents(database.db);
    const heard: string[] = [];
    const resyncs: number[] = [];
    reader.on(SUPPORT_RESYNC, () => resyncs.push(1));
    await Promise.all([writer.start(database.url), reader.start(database.url)]);
    reader.on('conversation-1', () => heard.push('conversation-1'));
    reader.on(SUPPORT_INBOX, () => heard.push('inbox'));
    try {
      await writer.publish('conversation-1');
      await reader.barrier();
      await waitFor(() => heard.length === 2, 'the notice in the other process');
      expect(heard.sort()).toEqual(['conversation-1', 'inbox']);
      // Its first LISTEN told its streams to refetch: nothing could have been missed before, harmlessly.
      expect(resyncs).toHaveLength(1);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });

  it('a process that is not listening still tells its own streams', async () => {
    const alone = createSupportEvents(database.db);
    const heard: string[] = [];
    alone.on('conversation-2', () => heard.push('conversation-2'));
    await alone.publish('conversation-2');
    expect(heard).toEqual(['conversation-2']);
    await alone.close();
  });
});
