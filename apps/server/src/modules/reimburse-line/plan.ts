// The reimburse plan's checks live in lib/reimburse-plan.ts (billing uses them too: modules do not import
// each other); kept here for the reimbursement line's imports.
export { reimbursePlanOf, requireReimbursePlan } from '../../lib/reimburse-plan.ts';
