import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';

/**
 * A write of the accounts settings: on success it confirms with the server's message and refreshes the
 * list it changed (`refreshes`).
 */
export function useConfirmedMutation<TInput>(
  send: (input: TInput) => Promise<{ message?: string | undefined }>,
  refreshes: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.message) showToast({ message: result.message, kind: 'success', durationMs: 4000 });
      await client.invalidateQueries({ queryKey: refreshes });
    },
  });
}
