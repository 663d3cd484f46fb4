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
import { callData } from '../../../lib/endpoint-query/call-data';
import { reimburseSettingsKeys } from './keys';

/** GET /api/reimburse/settings/store: enrolment, audits, thresholds, exclusions and case approval. */
export const useStoreSettings = (channelId: string | null) =>
  useStoreQuery(reimburseStoreSettingsEndpoint, reimburseSettingsKeys.store(channelId ?? ''), channelId);

export const saveShipmentSetup = bodySender(saveShipmentSetupEndpoint);
export const saveFeeSetup = bodySender(saveFeeSetupEndpoint);
export const saveCasePreference = bodySender(saveCasePreferenceEndpoint);
export const saveEnrolment = async (channelId: string, enrolled: boolean) =>
  callData(saveEnrolmentEndpoint, { body: { channel_id: channelId, enrolled } });
export const excludeShipment = async (channelId: string, shipmentId: string, excluded: boolean) =>
  callData(saveShipmentExclusionEndpoint, {
    body: { channel_id: channelId, shipment_id: shipmentId, excluded },
  });
export const excludeSku = async (channelId: string, sku: string, excluded: boolean) =>
  callData(saveSkuExclusionEndpoint, { body: { channel_id: channelId, sku, excluded } });

/** After a save: the store's settings as answered, and every list that shows an exclusion refetched. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (settings: TReimburseStoreSettings) => {
    queryClient.setQueryData(reimburseSettingsKeys.store(settings.channel_id), settings);
    void queryClient.invalidateQueries({ queryKey: reimburseSettingsKeys.all, refetchType: 'active' });
  };
}
