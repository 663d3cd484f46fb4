// Reimbursement cases (issue 20): findings → cases → filed in Seller Central → matched to Amazon's
// reimbursements. The service API other modules call (enrolment, documents, billing, audit mode):
//
// - createDraftCases(db, { companyId, channelId }) → { created, extended, ready }
//     Groups the store's open findings that are in no case yet into cases by Amazon's rule (one per
//     shipment / order / FNSKU batch); the store's case preference makes them draft or ready and skips
//     groups below its minimum value. Idempotent; safe to call after each audit and after enrolment.
// - matchCaseReimbursements(db, channelId) → { matched, reversed, reimbursed, reopened }
//     Matches Amazon's reimbursements (report rows and Finances adjustments) to the store's filed cases:
//     case-id first, then FNSKU/SKU/order and quantity; partial payments leave a case open, reversals
//     reopen it; a reimbursement id is counted once. Idempotent.
// - afterAudit(db, channelId): both of the above for an enrolled store (the audit job calls it).
// - createCasesService({ db, clock }): list / queue / detail / transition / editText / assign / bulkFile,
//     each taking a plain TCaseActor ({ userId, companyId, roles, storeIds }); throws AppError.
// - billableCasesOf(db, companyId, monthStart, monthEnd): what our cases recovered in a month, per case,
//     for billing (lib/case-payments, which the payout summary reads too).
//
// Tables: reimburse_cases, reimburse_case_findings, reimburse_case_events, reimburse_case_reimbursements
// (db/schema/reimburse-cases.ts). Contract: packages/contract/src/endpoints/reimburse-cases.

export { afterAudit, billableCasesOf } from './after-audit.ts';
export { caseGroupKey, caseText } from './case-text.ts';
export { createCasesService, isCaseStaff, sellerCentralCaseUrl, type TCaseActor } from './cases.service.ts';
export { createDraftCases, type TCreateDraftsResult } from './create-drafts.ts';
export { matchCaseReimbursements, type TMatchResult } from './matching.ts';
