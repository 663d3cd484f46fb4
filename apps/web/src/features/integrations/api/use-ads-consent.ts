import { usePopupConsent } from '../../../lib/amazon-connect';
import { isErrorEnvelope } from '../../../lib/http';
import { postAdsConnect, postAdsState } from './ads-consent';

/**
 * "Connect advertising" for one store: Amazon Ads' own consent (Login with Amazon) in the same popup
 * flow as the store's connection, then the server stores the Ads grant. `onConnected` gets the server's
 * message.
 */
export function useAdsConsent({
  onConnected,
  onError,
}: {
  onConnected: (message: string | undefined) => void;
  onError: (message: string) => void;
}) {
  return usePopupConsent<{ channelId: string }>(
    {
      async start({ channelId }) {
        const result = await postAdsState(channelId);
        return isErrorEnvelope(result) ? { ok: false, message: result.message } : result.data;
      },
      async finish(outcome, { channelId }) {
        const result = await postAdsConnect({
          channel_id: channelId,
          code: outcome.authCode,
          state: outcome.state,
        });
        if (isErrorEnvelope(result)) return result.message;
        onConnected(result.message);
        return undefined;
      },
    },
    onError,
  );
}
