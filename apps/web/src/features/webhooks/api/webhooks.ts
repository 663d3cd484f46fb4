import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveriesEndpoint,
  listWebhooksEndpoint,
  type TWebhookRequest,
  testWebhookEndpoint,
  updateWebhookEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (webhookId: string) => [...webhookKeys.all, 'deliveries', webhookId] as const,
};

/** GET /api/webhooks: the company's endpoints. */
export function useWebhooks() {
  return useEndpointQuery(webhookKeys.list(), listWebhooksEndpoint);
}

/** GET /api/webhooks/:webhookId/deliveries: the latest deliveries; polled while one is still on its way. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: async ({ signal }) =>
      unwrap(await call(listWebhookDeliveriesEndpoint, { params: { webhookId } }, { signal, silent: true }))
        .data,
    retry: retryNetworkOnce,
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending' || d.status === 'sending') ? 3000 : false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: TWebhookRequest) => unwrap(await call(createWebhookEndpoint, { body })).data,
    onSuccess: refresh,
  });
}

export function useUpdateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ webhookId, body }: { webhookId: string; body: TWebhookRequest }) =>
      unwrap(await call(updateWebhookEndpoint, { params: { webhookId }, body })).data,
    onSuccess: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (webhookId: string) =>
      unwrap(await call(deleteWebhookEndpoint, { params: { webhookId } })).data,
    onSuccess: refresh,
  });
}

export function useSendTestWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (webhookId: string) =>
      unwrap(await call(testWebhookEndpoint, { params: { webhookId } })).data,
    onSuccess: refresh,
  });
}
