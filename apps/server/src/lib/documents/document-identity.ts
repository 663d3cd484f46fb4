import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { companies, documentTemplates } from '../../db/schema/index.ts';

// Who a generated document is from: the company's template (name, address, logo) with the company's own
// name when the template has none yet. Shared by every generated document.

export type TDocumentIdentity = {
  name: string;
  addressLines: string[];
  logo: Buffer | null;
};

/** Lines of an address as the seller typed it, blanks dropped. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export async function documentIdentity(
  db: Pick<TDb, 'select'>,
  companyId: string,
): Promise<TDocumentIdentity> {
  const [row] = await db
    .select({
      company: companies.name,
      sellerName: documentTemplates.sellerName,
      sellerAddress: documentTemplates.sellerAddress,
      logo: documentTemplates.logo,
    })
    .from(companies)
    .leftJoin(documentTemplates, eq(documentTemplates.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return {
    name: row?.sellerName || row?.company || '',
    addressLines: addressLines(row?.sellerAddress ?? ''),
    logo: row?.logo ?? null,
  };
}
