import {
  reimburseStoreSettingsEndpoint,
  saveCasePreferenceEndpoint,
  saveEnrolmentEndpoint,
  saveFeeSetupEndpoint,
  saveShipmentExclusionEndpoint,
  saveShipmentSetupEndpoint,
  saveSkuExclusionEndpoint,
  type TReimburseStoreSettings,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { bodySender } from '../../../lib/endpoint-query/body-sender';
import { call, unwrap } from '../../../lib/http';
import { reimburseSettingsKeys } from './keys';

/** GET /api/reimburse/settings/store: enrolment, audits, thresholds, exclusions and case approval. */
export const useStoreSettings = (channelId: string | null) =>
  useStoreQuery(reimburseStoreSettingsEndpoint, reimburseSettingsKeys.store(channelId ?? ''), channelId);

export const saveShipmentSetup = bodySender(saveShipmentSetupEndpoint);
export const saveFeeSetup = bodySender(saveFeeSetupEndpoint);
export const saveCasePreference = bodySender(saveCasePreferenceEndpoint);
export const saveEnrolment = async (channelId: string, enrolled: boolean) =>
  unwrap(await call(saveEnrolmentEndpoint, { body: { channel_id: channelId, enrolled } })).data;
export const excludeShipment = async (channelId: string, shipmentId: string, excluded: boolean) =>
  unwrap(
    await call(saveShipmentExclusionEndpoint, {
      body: { channel_id: channelId, shipment_id: shipmentId, excluded },
    }),
  ).data;
export const excludeSku = async (channelId: string, sku: string, excluded: boolean) =>
  unwrap(await call(saveSkuExclusionEndpoint, { body: { channel_id: channelId, sku, excluded } })).data;

/** After a save: the store's settings as answered, and every list that shows an exclusion refetched. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (settings: TReimburseStoreSettings) => {
    queryClient.setQueryData(reimburseSettingsKeys.store(settings.channel_id), settings);
    void queryClient.invalidateQueries({ queryKey: reimburseSettingsKeys.all, refetchType: 'active' });
  };
}
