import { z } from 'zod';

// GET /healthz: the process is up. GET /readyz: the process can reach its database.
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
