import Stripe from 'stripe';
import type { TConfig } from '../../config.ts';

// The official `stripe` client, pointed at STRIPE_API_BASE by host, port and protocol: the sandbox's
// Stripe emulation outside production, api.stripe.com in it. Production changes only the URL and keys.

export type TStripe = Stripe;
export type TStripeConfig = Pick<TConfig, 'STRIPE_API_BASE' | 'STRIPE_SECRET_KEY'>;

export function createStripeClient(config: TStripeConfig): Stripe {
  const base = new URL(config.STRIPE_API_BASE);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    // POSTs retried on a network error carry stripe-node's idempotency key, so a retry never doubles.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'seller-tools' },
  });
}

/** A card decline (or another card error) as our invoices record it; null for any other failure. */
export function cardErrorOf(err: unknown): { message: string; declineCode: string | null } | null {
  if (err instanceof Stripe.errors.StripeCardError)
    return { message: err.message, declineCode: err.decline_code ?? err.code ?? null };
  return null;
}
