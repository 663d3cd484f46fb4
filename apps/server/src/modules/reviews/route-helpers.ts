import { ZErrorEnvelope } from '@seller-tools/contract';

export const REVIEW_ERRORS = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
} as const;
