import {
  importProductSettingsEndpoint,
  productTemplateEndpoint,
  saveProductSettingEndpoint,
  type TProductImportResult,
} from '@seller-tools/contract';
import { fileNameOf, fileToBase64, saveBlob } from '../../../lib/download';
import { bodySender } from '../../../lib/endpoint-query/body-sender';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call, unwrap } from '../../../lib/http';

/** PUT /api/reimburse/settings/products: one SKU's dimensions, weight and unit cost. */
export const saveProductSetting = bodySender(saveProductSettingEndpoint);

/** POST the file; valid rows are saved, the others come back as errors by row and column. */
export async function importProductSettings(channelId: string, file: File): Promise<TProductImportResult> {
  const body = { channel_id: channelId, file_name: file.name, content_base64: await fileToBase64(file) };
  return callData(importProductSettingsEndpoint, { body });
}

/** The template, filled with the store's SKUs, as a download. */
export async function downloadTemplate(channelId: string, format: 'csv' | 'xlsx'): Promise<void> {
  let fileName = `product-dimensions.${format}`;
  const result = await call(
    productTemplateEndpoint,
    { query: { channel_id: channelId, format } },
    {
      responseType: 'blob',
      onResponse: (response) => {
        fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
      },
    },
  );
  saveBlob(unwrap(result) as Blob, fileName);
}
