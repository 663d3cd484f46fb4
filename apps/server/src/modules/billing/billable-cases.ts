// What the monthly invoice charges for: the cases OUR staff filed that Amazon reimbursed in the month
// (never Amazon's automatic reimbursements, which no case of ours brought). The case lifecycle (cases and
// case_reimbursements) answers this; billing depends only on this narrow port.

export type TBillableCase = {
  caseId: string;
  channelId: string;
  /** The finding kind the case claims (FINDING_KINDS). */
  kind: string;
  /** The case id Amazon gave when the case was filed. */
  amazonCaseId: string | null;
  /** What Amazon reimbursed on the case within the month, in minor units (net of reversals). */
  reimbursedMinor: number;
  currency: string;
  /** When the (last) reimbursement counted in the month was made. */
  reimbursedAt: Date;
};

/** The company's billable cases reimbursed in [monthStart, monthEnd). */
export type TBillableCasesPort = (
  companyId: string,
  monthStart: Date,
  monthEnd: Date,
) => Promise<TBillableCase[]>;

// lead: wire b20cases here — the real port reads cases (state reimbursed, filed by us) joined with
// case_reimbursements whose reimbursed_at falls in the month, summed per case and currency. Until the
// case lifecycle is merged no case exists, so there is nothing to bill.
export const noBillableCases: TBillableCasesPort = async () => [];
