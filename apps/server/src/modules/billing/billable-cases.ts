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

/** The company's billable cases reimbursed in [monthStart, monthEnd), one row per case (or per case and month). */
export type TBillableCasesPort = (
  companyId: string,
  monthStart: Date,
  monthEnd: Date,
) => Promise<TBillableCase[]>;

/** A billing built without the case lifecycle (the app wires reimburse-cases' billableCasesOf). */
export const noBillableCases: TBillableCasesPort = async () => [];

/** What an earlier invoice billed on a case, in its currency. */
export type TBilledCase = { caseId: string; currency: string; reimbursedMinor: number };

const keyOf = (c: { caseId: string; currency: string }) => `${c.caseId}|${c.currency.toUpperCase()}`;

/**
 * Per case and currency: what Amazon paid (summed over the rows the port gives, e.g. one per month) less
 * what earlier invoices billed. A payment Amazon approved in an invoiced month but that reached us after
 * that invoice was built (reports arrive days late) is billed on the next invoice, and never twice.
 */
export function outstandingCases(paid: TBillableCase[], billed: TBilledCase[]): TBillableCase[] {
  const owed = new Map<string, TBillableCase>();
  for (const c of paid) {
    const seen = owed.get(keyOf(c));
    owed.set(
      keyOf(c),
      seen
        ? {
            ...seen,
            reimbursedMinor: seen.reimbursedMinor + c.reimbursedMinor,
            reimbursedAt: c.reimbursedAt > seen.reimbursedAt ? c.reimbursedAt : seen.reimbursedAt,
          }
        : { ...c },
    );
  }
  for (const b of billed) {
    const c = owed.get(keyOf(b));
    if (c) c.reimbursedMinor -= b.reimbursedMinor;
  }
  return [...owed.values()].filter((c) => c.reimbursedMinor > 0);
}
