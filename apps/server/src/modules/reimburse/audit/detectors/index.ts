import type { TDetector } from '../detector.ts';
import { lostNotReimbursedDetector } from './lost-not-reimbursed.ts';
import { shortReceivedDetector } from './short-received.ts';

// Every detector the audit runs, one per finding kind (run-audit.ts runs them in this order). A kind
// without a detector here is neither audited nor touched: its findings stay as they are.
export const DETECTORS: readonly TDetector[] = [lostNotReimbursedDetector, shortReceivedDetector];
