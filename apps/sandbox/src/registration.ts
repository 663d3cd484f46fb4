import { createHash, timingSafeEqual } from 'node:crypto';
import type { TSandboxConfig } from './config.ts';

// The one SP-API application registered with the sandbox, as a developer registers it in Seller Central.
export type TAppRegistration = {
  appId: string;
  appName: string;
  clientId: string;
  clientSecret: string;
  redirectUris: readonly string[];
  allowAnyLocalPort: boolean;
};

export const APP_NAME = 'Seller Tools';

// The product's OAuth return path on a local port; only this exact shape is accepted beyond the list.
const LOCAL_RETURN_URI = /^http:\/\/(?:127\.0\.0\.1|localhost):([1-9]\d{0,4})\/auth\/user\/amazon$/;

export function registrationFromConfig(config: TSandboxConfig): TAppRegistration {
  return {
    appId: config.SANDBOX_APP_ID,
    appName: APP_NAME,
    clientId: config.SANDBOX_CLIENT_ID,
    clientSecret: config.SANDBOX_CLIENT_SECRET,
    redirectUris: config.SANDBOX_REDIRECT_URIS,
    allowAnyLocalPort: config.SANDBOX_ALLOW_ANY_LOCAL_PORT,
  };
}

// Amazon compares redirect URIs as exact strings: no normalisation of case, trailing slashes or ports.
export function isRegisteredRedirectUri(registration: TAppRegistration, uri: string): boolean {
  if (registration.redirectUris.includes(uri)) return true;
  if (!registration.allowAnyLocalPort) return false;
  const port = LOCAL_RETURN_URI.exec(uri)?.[1];
  return port !== undefined && Number(port) <= 65_535;
}

// Hashing both sides first gives equal-length buffers, so the comparison time reveals nothing.
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function isRegisteredClient(
  registration: TAppRegistration,
  clientId: string,
  secret: string,
): boolean {
  const idOk = sameSecret(clientId, registration.clientId);
  const secretOk = sameSecret(secret, registration.clientSecret);
  return idOk && secretOk;
}
