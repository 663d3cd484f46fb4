import { z } from 'zod';

const ZSandboxConfig = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65_535).default(3100),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TSandboxConfig = z.infer<typeof ZSandboxConfig>;

export function loadSandboxConfig(env: Record<string, string | undefined>): TSandboxConfig {
  const known = Object.fromEntries(
    Object.keys(ZSandboxConfig.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZSandboxConfig.safeParse(known);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return parsed.data;
}
