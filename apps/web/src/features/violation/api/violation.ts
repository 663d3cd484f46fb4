import {
  acknowledgeViolationEndpoint,
  assignViolationEndpoint,
  listViolationEventsEndpoint,
  noteViolationEndpoint,
  resolveViolationEndpoint,
  saveViolationAlertsEndpoint,
  saveViolationWatchEndpoint,
  type TAlertPreference,
  type TViolationEvent,
  type TViolationEventType,
  type TViolationStatus,
  type TWatchItem,
  VIOLATION_PAGE_SIZE,
  violationAlertsEndpoint,
  violationAssigneesEndpoint,
  violationEventEndpoint,
  violationHealthEndpoint,
  violationReportsEndpoint,
  violationWatchEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { readData, useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';

// The Violation module's calls (issue 22). Every write refreshes the module's queries and the shell's bell.

export interface TInboxFilters {
  type: TViolationEventType | null;
  status: TViolationStatus | null;
  asin: string;
  tag: string;
  cursor: string | null;
}

export const violationKeys = {
  all: ['violation'] as const,
  events: (channelId: string, filters: TInboxFilters) =>
    [...violationKeys.all, 'events', channelId, filters] as const,
  event: (channelId: string, id: string) => [...violationKeys.all, 'event', channelId, id] as const,
  assignees: (channelId: string) => [...violationKeys.all, 'assignees', channelId] as const,
  alerts: () => [...violationKeys.all, 'alerts'] as const,
  health: (channelId: string) => [...violationKeys.all, 'health', channelId] as const,
  reports: (channelId: string) => [...violationKeys.all, 'reports', channelId] as const,
  watch: (channelId: string) => [...violationKeys.all, 'watch', channelId] as const,
};

/** The shell's bell reads this key too (VIOLATION_BELL_KEY in features/shell/api/bell-feed.ts). */
const BELL_KEY = ['violation-bell'] as const;

export function useViolationEvents(channelId: string, filters: TInboxFilters) {
  return usePagedQuery(violationKeys.events(channelId, filters), (signal) =>
    readData(
      listViolationEventsEndpoint,
      {
        query: {
          channel_id: channelId,
          type: filters.type ?? undefined,
          status: filters.status ?? undefined,
          asin: filters.asin.trim() || undefined,
          tag: filters.tag.trim() || undefined,
          cursor: filters.cursor ?? undefined,
          limit: VIOLATION_PAGE_SIZE,
        },
      },
      signal,
    ),
  );
}

export function useViolationEvent(channelId: string, id: string | null) {
  return useEndpointQuery(
    violationKeys.event(channelId, id ?? ''),
    violationEventEndpoint,
    { params: { id: id ?? '' }, query: { channel_id: channelId } },
    { enabled: id !== null },
  );
}

export function useAssignees(channelId: string) {
  return useEndpointQuery(
    violationKeys.assignees(channelId),
    violationAssigneesEndpoint,
    { query: { channel_id: channelId } },
    { pick: (data) => data.items },
  );
}

export type TEventAction =
  | { kind: 'acknowledge' }
  | { kind: 'resolve' }
  | { kind: 'assign'; assigneeId: string | null }
  | { kind: 'note'; text: string };

export function useEventAction(channelId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: TEventAction,
    ): Promise<{ event: TViolationEvent; message: string | undefined }> => {
      const params = { id };
      const body = { channel_id: channelId };
      const result =
        action.kind === 'acknowledge'
          ? await call(acknowledgeViolationEndpoint, { params, body })
          : action.kind === 'resolve'
            ? await call(resolveViolationEndpoint, { params, body })
            : action.kind === 'assign'
              ? await call(assignViolationEndpoint, {
                  params,
                  body: { ...body, assignee_id: action.assigneeId },
                })
              : await call(noteViolationEndpoint, { params, body: { ...body, text: action.text } });
      const answer = unwrap(result);
      return { event: answer.data, message: answer.message };
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: violationKeys.all }),
        queryClient.invalidateQueries({ queryKey: BELL_KEY }),
      ]);
    },
  });
}

export function useAlertRouting() {
  return useEndpointQuery(violationKeys.alerts(), violationAlertsEndpoint);
}

export function useSaveAlertRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: TAlertPreference[]) =>
      unwrap(await call(saveViolationAlertsEndpoint, { body: { preferences } })),
    onSuccess: (answer) => queryClient.setQueryData(violationKeys.alerts(), answer.data),
  });
}

export function useHealthTrend(channelId: string) {
  return useStoreQuery(violationHealthEndpoint, violationKeys.health(channelId), channelId);
}

export function useViolationReports(channelId: string) {
  return useStoreQuery(violationReportsEndpoint, violationKeys.reports(channelId), channelId);
}

export function useWatchList(channelId: string) {
  return useEndpointQuery(
    violationKeys.watch(channelId),
    violationWatchEndpoint,
    { query: { channel_id: channelId } },
    { pick: (data) => data.items },
  );
}

export function useSaveWatchList(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: TWatchItem[]) =>
      unwrap(await call(saveViolationWatchEndpoint, { body: { channel_id: channelId, items } })),
    onSuccess: (answer) => queryClient.setQueryData(violationKeys.watch(channelId), answer.data.items),
  });
}
