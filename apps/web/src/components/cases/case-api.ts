import {
  caseAssignEndpoint,
  caseDetailEndpoint,
  caseEvidencePackEndpoint,
  caseTextEndpoint,
  caseTransitionEndpoint,
  type TCaseDetail,
  type TCaseTransitionBody,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFileFrom } from '../../lib/download';
import { useEndpointQuery } from '../../lib/endpoint-query';
import { callData } from '../../lib/endpoint-query/call-data';
import { call } from '../../lib/http';

// One reimbursement case (issue 20) and the changes a person makes to it, shared by the seller's screens
// and the staff's Case Manager. Every change refreshes every case list and view.

export const caseKeys = {
  all: ['cases'] as const,
  detail: (caseId: string) => [...caseKeys.all, 'detail', caseId] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
};

export const useCaseDetail = (caseId: string | null) =>
  useEndpointQuery(
    caseKeys.detail(caseId ?? ''),
    caseDetailEndpoint,
    { params: { caseId: caseId ?? '' } },
    { enabled: caseId !== null },
  );

type TChange =
  | { kind: 'transition'; body: TCaseTransitionBody }
  | { kind: 'text'; text: string }
  | { kind: 'assign'; assignee: 'me' | string | null };

/** A change to one case: a transition, its text, or who works it. */
export function useCaseChange(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: TChange): Promise<TCaseDetail> => {
      const params = { caseId };
      if (change.kind === 'transition')
        return callData(caseTransitionEndpoint, { params, body: change.body });
      if (change.kind === 'text')
        return callData(caseTextEndpoint, { params, body: { case_text: change.text } });
      return callData(caseAssignEndpoint, { params, body: { assignee: change.assignee } });
    },
    onSuccess: (detail) => {
      client.setQueryData(caseKeys.detail(caseId), detail);
      return client.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}

/**
 * The case's evidence pack: the document generator's renderer makes the PDF of the case's findings, stores
 * it with the store's documents, and the browser downloads it (the seller and our case staff alike).
 */
export function useEvidencePack(caseId: string) {
  return useMutation({
    mutationFn: () =>
      saveFileFrom('evidence-pack.pdf', (options) =>
        call(caseEvidencePackEndpoint, { params: { caseId } }, options),
      ),
  });
}
