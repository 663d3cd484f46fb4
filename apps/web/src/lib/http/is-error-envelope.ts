import { type TErrorEnvelope, ZErrorEnvelope } from '@seller-tools/contract';

export function isErrorEnvelope(value: unknown): value is TErrorEnvelope {
  return ZErrorEnvelope.safeParse(value).success;
}
