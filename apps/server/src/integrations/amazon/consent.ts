// Website authorization: where the seller's consent page opens (docs/amazon-reference.md).

/**
 * The host of the consent page for a marketplace: the configured base (the sandbox outside production)
 * when set, otherwise the marketplace's own Seller Central host from its code list row (value_6).
 */
export function consentHost(configuredBase: string | null, sellerCentralHost: string | null): string | null {
  const host = configuredBase ?? sellerCentralHost;
  return host ? host.replace(/\/+$/, '') : null;
}

export const CONSENT_RETURN_PATH = '/auth/user/amazon';

/** Where Amazon sends the seller back: must equal one of the application's registered redirect URIs. */
export function consentRedirectUri(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${CONSENT_RETURN_PATH}`;
}

export function consentUrl(options: {
  host: string;
  applicationId: string;
  state: string;
  redirectUri: string;
}): string {
  const query = new URLSearchParams({
    application_id: options.applicationId,
    state: options.state,
    redirect_uri: options.redirectUri,
    // Amazon asks for version=beta while the application is a draft, which ours is until it is published.
    version: 'beta',
  });
  return `${options.host}/apps/authorize/consent?${query.toString()}`;
}
