import type { TDetector } from '../detector.ts';
import { damagedReturnNotReimbursedDetector } from './damaged-return-not-reimbursed.ts';
import { lostNotReimbursedDetector } from './lost-not-reimbursed.ts';
import { refundWithoutReturnDetector } from './refund-without-return.ts';
import { shortReceivedDetector } from './short-received.ts';
import { underpaidReimbursementDetector } from './underpaid-reimbursement.ts';
import { wrongSizeTierDetector } from './wrong-size-tier.ts';

// Every detector the audit runs, one per finding kind (run-audit.ts runs them in this order). A kind
// without a detector here is neither audited nor touched: its findings stay as they are.
export const DETECTORS: readonly TDetector[] = [
  lostNotReimbursedDetector,
  shortReceivedDetector,
  refundWithoutReturnDetector,
  damagedReturnNotReimbursedDetector,
  wrongSizeTierDetector,
  underpaidReimbursementDetector,
];
