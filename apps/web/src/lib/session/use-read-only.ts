import { useSession } from './use-session';

/**
 * Whether the signed-in person may only look (spec §3 isAuditing: staff in a seller's reimbursement line,
 * audit mode). Write buttons are disabled with it; the server refuses the writes anyway.
 */
export function useReadOnly(): boolean {
  return useSession()?.userInfo?.isAuditing === true;
}
