import {
  createReportScheduleEndpoint,
  deleteReportScheduleEndpoint,
  listReportSchedulesEndpoint,
  reportScheduleRecipientsEndpoint,
  type TReportScheduleRequest,
  updateReportScheduleEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';

export const scheduleKeys = {
  all: ['reports', 'schedules'] as const,
  list: () => [...scheduleKeys.all, 'list'] as const,
  recipients: (channelId: string) => [...scheduleKeys.all, 'recipients', channelId] as const,
};

/** GET /api/report-schedules: the caller's scheduled report emails. */
export function useReportSchedules(enabled: boolean) {
  return useEndpointQuery(scheduleKeys.list(), listReportSchedulesEndpoint, {}, { enabled });
}

/** GET /api/report-schedules/recipients: who may receive the store's reports. */
export function useScheduleRecipients(channelId: string) {
  return useEndpointQuery(
    scheduleKeys.recipients(channelId),
    reportScheduleRecipientsEndpoint,
    { query: { channel_id: channelId } },
    { enabled: channelId !== '' },
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleKeys.list() });
}

export function useSaveSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ scheduleId, body }: { scheduleId: string | null; body: TReportScheduleRequest }) =>
      unwrap(
        scheduleId
          ? await call(updateReportScheduleEndpoint, { params: { scheduleId }, body })
          : await call(createReportScheduleEndpoint, { body }),
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (scheduleId: string) =>
      unwrap(await call(deleteReportScheduleEndpoint, { params: { scheduleId } })).data,
    onSuccess: refresh,
  });
}
