import { CONNECT_MESSAGES } from '@seller-tools/contract';
import type { TConfig } from '../../config.ts';
import { consentReturnUri } from '../../integrations/amazon/consent.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';

/** The origin of the page that asks (the request's Origin header), if the client sent one. */
export type TAskedFrom = { origin?: string | undefined };

/** Where a consent returns: the asking page's own origin when registered (see consentReturnUri). */
export function consentReturnUriOf(
  config: Pick<TConfig, 'PUBLIC_URL' | 'AMAZON_REDIRECT_ORIGINS'>,
  { origin }: TAskedFrom,
): Outcome<string> {
  const uri = consentReturnUri(config.PUBLIC_URL, config.AMAZON_REDIRECT_ORIGINS, origin);
  return uri ? success(uri) : failure('invalid', CONNECT_MESSAGES.unregisteredOrigin(config.PUBLIC_URL));
}
