import {
  campaignAudienceEndpoint,
  cancelCampaignEndpoint,
  createCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  getCampaignEndpoint,
  listCampaignsEndpoint,
  listSystemPlansEndpoint,
  renderCampaignEndpoint,
  scheduleCampaignEndpoint,
  type TCampaign,
  type TCampaignBlock,
  type TCampaignContent,
  type TCampaignFilters,
  type TCampaignList,
  testSendCampaignEndpoint,
  updateCampaignEndpoint,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';

// Query keys of the email campaign pages: one root, so any change refreshes the list and the campaign.
export const campaignKeys = {
  all: ['system', 'email-campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  one: (id: string) => [...campaignKeys.all, 'one', id] as const,
  audience: (list: TCampaignList, filters: TCampaignFilters) =>
    [...campaignKeys.all, 'audience', list, filters] as const,
  render: (doc: { subject: string; preheader: string; blocks: TCampaignBlock[] }) =>
    [...campaignKeys.all, 'render', doc] as const,
  plans: ['system', 'email-campaigns', 'plans'] as const,
};

export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) => unwrap(await call(listCampaignsEndpoint, {}, { signal })).data,
    // A campaign being sent moves its counts: the list refreshes itself meanwhile.
    refetchInterval: (query) => (query.state.data?.some((c) => c.state === 'sending') ? 5000 : false),
  });
}

export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: async ({ signal }) =>
      unwrap(await call(getCampaignEndpoint, { params: { id } }, { signal })).data,
  });
}

/**
 * The live audience count of a list and filters (debounced by the caller). Silent, as the preview below:
 * they refresh while the editor types, and the full-screen loader would cover the editor each time.
 */
export function useAudienceCount(list: TCampaignList, filters: TCampaignFilters) {
  return useQuery({
    queryKey: campaignKeys.audience(list, filters),
    queryFn: async ({ signal }) =>
      unwrap(await call(campaignAudienceEndpoint, { body: { list, filters } }, { signal, silent: true })).data
        .count,
    placeholderData: keepPreviousData,
  });
}

/** The sanitised email HTML the previews show. */
export function useRenderedHtml(doc: { subject: string; preheader: string; blocks: TCampaignBlock[] }) {
  return useQuery({
    queryKey: campaignKeys.render(doc),
    queryFn: async ({ signal }) =>
      unwrap(await call(renderCampaignEndpoint, { body: doc }, { signal, silent: true })).data.html,
    placeholderData: keepPreviousData,
  });
}

export function usePlanOptions() {
  return useQuery({
    queryKey: campaignKeys.plans,
    queryFn: async ({ signal }) =>
      unwrap(
        await call(listSystemPlansEndpoint, { query: { page: 1, page_size: 100 } }, { signal }),
      ).data.items.map((p) => ({
        value: p.plan_id,
        label: p.plan_name,
      })),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
}

export function useCreateCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: Partial<TCampaignContent>) =>
      unwrap(await call(createCampaignEndpoint, { body })).data,
    onSuccess: refresh,
  });
}

/** The builder's autosave: the saved campaign replaces the cached one without refetching the page. */
/** The builder's autosave: silent, because the builder says "Saving…" itself and a full-screen loader
 * every second of typing would cover (and close) the menu or field the author is using. */
export function useSaveCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCampaignContent) =>
      unwrap(await call(updateCampaignEndpoint, { params: { id }, body }, { silent: true })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(campaignKeys.one(id), saved);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
}

type TAction = 'delete' | 'duplicate' | 'cancel' | 'test';

/** The list's and the builder's one-click actions. */
export function useCampaignAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: TAction }) => {
      const params = { id };
      switch (action) {
        case 'delete':
          return unwrap(await call(deleteCampaignEndpoint, { params })).message;
        case 'duplicate':
          return unwrap(await call(duplicateCampaignEndpoint, { params })).message;
        case 'cancel':
          return unwrap(await call(cancelCampaignEndpoint, { params })).message;
        case 'test':
          return unwrap(await call(testSendCampaignEndpoint, { params })).message;
      }
    },
    onSuccess: refresh,
  });
}

export function useScheduleCampaign(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: {
      scheduled_at: string | null;
      time_zone: string;
    }): Promise<{ campaign: TCampaign; message?: string | undefined }> => {
      const answer = unwrap(await call(scheduleCampaignEndpoint, { params: { id }, body }));
      return { campaign: answer.data, message: answer.message };
    },
    onSuccess: refresh,
  });
}
