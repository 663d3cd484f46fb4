import {
  listPpcTagsEndpoint,
  readPpcEntityTagsEndpoint,
  type TPpcTaggable,
  tagPpcEntitiesEndpoint,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { ppcAutomationKeys } from './automation-keys';

/** The store's PPC tags with their counts (the rule editor's tag scope, the tag dialog's suggestions). */
export function usePpcTags(channelId: string) {
  return useEndpointQuery(
    ppcAutomationKeys.tags(channelId),
    listPpcTagsEndpoint,
    { query: { channel_id: channelId } },
    { pick: (data) => data.items },
  );
}

/** The tags of one table page's rows, by entity id. */
export function usePpcEntityTags(channelId: string, ids: readonly string[]) {
  return useQuery({
    queryKey: ppcAutomationKeys.entityTags(channelId, ids),
    queryFn: async ({ signal }) => {
      const res = unwrap(
        await call(
          readPpcEntityTagsEndpoint,
          { query: { channel_id: channelId, ids: ids.join(',') } },
          { signal, silent: true },
        ),
      );
      return new Map(res.data.items.map((i) => [i.entity_id, i.tags]));
    },
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useTagPpcEntities(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    // One request per kind of row selected (a keyword table page holds keywords and targets).
    mutationFn: async (input: {
      selected: ReadonlyMap<string, TPpcTaggable>;
      add: string[];
      remove: string[];
    }) => {
      const byType = new Map<TPpcTaggable, string[]>();
      for (const [id, type] of input.selected) byType.set(type, [...(byType.get(type) ?? []), id]);
      let updated = 0;
      let message: string | undefined;
      for (const [type, ids] of byType) {
        const res = unwrap(
          await call(tagPpcEntitiesEndpoint, {
            body: {
              channel_id: channelId,
              entity_type: type,
              entity_ids: ids,
              add: input.add,
              remove: input.remove,
            },
          }),
        );
        updated += res.data.updated;
        message = res.message;
      }
      return { updated, message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ppcAutomationKeys.tags(channelId) }),
  });
}
