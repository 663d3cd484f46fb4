import {
  importProductSettingsEndpoint,
  productTemplateEndpoint,
  saveProductSettingEndpoint,
  type TProductImportResult,
  type TProductSetting,
  type TProductSettingBody,
} from '@seller-tools/contract';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { call, unwrap } from '../../../lib/http';

/** PUT /api/reimburse/settings/products: one SKU's dimensions, weight and unit cost. */
export async function saveProductSetting(body: TProductSettingBody): Promise<TProductSetting> {
  return unwrap(await call(saveProductSettingEndpoint, { body })).data;
}

/** The file's bytes as base64, as the import endpoint takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST the file; valid rows are saved, the others come back as errors by row and column. */
export async function importProductSettings(channelId: string, file: File): Promise<TProductImportResult> {
  const body = { channel_id: channelId, file_name: file.name, content_base64: await base64Of(file) };
  return unwrap(await call(importProductSettingsEndpoint, { body })).data;
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
