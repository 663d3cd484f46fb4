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

/**
 * The redirect URI for a consent asked from `origin` (the page the user opened): the popup must come back
 * to that very origin, or the opener can never read its address. Only registered origins qualify (an
 * open redirect would hand the authorization code elsewhere); PUBLIC_URL keeps its own form, path and
 * all. No origin (a client that sends none) means PUBLIC_URL; an unregistered one means null.
 */
export function consentReturnUri(
  publicUrl: string,
  registeredOrigins: readonly string[],
  origin: string | undefined,
): string | null {
  if (origin === undefined || origin === new URL(publicUrl).origin) return consentRedirectUri(publicUrl);
  return registeredOrigins.includes(origin) ? consentRedirectUri(origin) : null;
}

export function consentUrl(options: {
  host: string;
  applicationId: string;
  state: string;
  redirectUri: string;
  /** version=beta: Amazon asks for it while the application is a draft; a published one must not. */
  beta: boolean;
}): string {
  const query = new URLSearchParams({
    application_id: options.applicationId,
    state: options.state,
    redirect_uri: options.redirectUri,
    ...(options.beta ? { version: 'beta' } : {}),
  });
  return `${options.host}/apps/authorize/consent?${query.toString()}`;
}
