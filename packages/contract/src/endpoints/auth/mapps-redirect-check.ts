import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZMappsRedirect } from './mapps-model.ts';

/** GET: is this callback allowed? The page asks before it shows the form. */
export const MAPPS_REDIRECT_CHECK_PATH = '/api/auth/login/mapps/redirect';

export const ZMappsRedirectQuery = z.object({ redirect: ZMappsRedirect });
export const ZMappsRedirectResponse = ZEnvelope(
  /** The app's origin, for the page to name where the visitor is signing in to. */
  z.object({ origin: z.string() }),
);

export const mappsRedirectCheckEndpoint = defineEndpoint({
  method: 'GET',
  path: MAPPS_REDIRECT_CHECK_PATH,
  tags: ['auth'],
  summary: 'Whether /mapps/login may return a session to this callback URL',
  query: ZMappsRedirectQuery,
  response: ZMappsRedirectResponse,
});
