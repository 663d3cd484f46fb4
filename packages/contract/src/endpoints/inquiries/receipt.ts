import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';

/** What both public forms answer: the stored inquiry's id, and the thank-you the form shows as given. */
export const ZInquiryReceiptResponse = ZEnvelope(z.object({ id: z.string() })).required({ message: true });
export type TInquiryReceiptResponse = z.infer<typeof ZInquiryReceiptResponse>;
