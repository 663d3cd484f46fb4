import { ImportPanel } from '../components/import-panel';
import { ProductsTable } from '../components/products-table';
import { StoreSettingsPage } from '../components/store-settings-page';

/** /reimburse/settings/product-dimensions: each SKU's true dimensions, weight and unit cost, with import. */
export function ProductDimensionsPage() {
  return (
    <StoreSettingsPage
      title="Product dimensions"
      description="Your own measurements, weights and unit costs per SKU."
      willShow="Each SKU's dimensions, weight and unit cost, editable here or from a spreadsheet."
      skeleton={{ cards: 2, label: 'Loading your SKUs' }}
      errorTitle="Your product settings could not be loaded"
    >
      {(data) => (
        <>
          <ProductsTable channelId={data.channel_id} canEdit={data.can_edit} />
          <ImportPanel channelId={data.channel_id} canEdit={data.can_edit} />
        </>
      )}
    </StoreSettingsPage>
  );
}
