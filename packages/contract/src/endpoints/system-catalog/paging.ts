import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';

// Server-side paging of the system catalog lists (codes, plans, companies, affiliates).
export const CATALOG_PAGE_SIZE = 20;
export const CATALOG_PAGE_MAX = 100;

export const ZCatalogPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(CATALOG_PAGE_MAX).default(CATALOG_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

export function ZCatalogPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
export type TCatalogPage<T> = { items: T[]; total: number; page: number; page_size: number };

/** Answer of the changes that only acknowledge. */
export const ZCatalogDoneResponse = ZEnvelope(z.object({ ok: z.literal(true) }));

/** Texts of the catalog's own refusals. */
export const CATALOG_MESSAGES = {
  codeNotFound: 'This code no longer exists.',
  codeDuplicate: (cls: string, code: string) => `The code "${code}" already exists in class "${cls}".`,
  planNotFound: 'This plan no longer exists.',
  planDuplicate: (name: string) => `A plan named "${name}" already exists.`,
  companyNotFound: 'This company no longer exists.',
  affiliateNotFound: 'This affiliate agent does not exist.',
  affiliateCodeTaken: (code: string) => `The affiliate code "${code}" is already in use.`,
} as const;
