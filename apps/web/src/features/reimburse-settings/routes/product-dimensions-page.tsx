import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useStoreSettings } from '../api/store-settings';
import { ImportPanel } from '../components/import-panel';
import { ProductsTable } from '../components/products-table';
import { ReadOnlyNotice, SettingsFrame } from '../components/settings-frame';

/** /reimburse/settings/product-dimensions: each SKU's true dimensions, weight and unit cost, with import. */
export function ProductDimensionsPage() {
  const { currentChannelId } = useShellContext();
  // The store settings say whether the caller may change them (the company's admin).
  const settings = useStoreSettings(currentChannelId);
  return (
    <SettingsFrame
      title="Product dimensions"
      description="Your own measurements, weights and unit costs per SKU."
      willShow="Each SKU's dimensions, weight and unit cost, editable here or from a spreadsheet."
    >
      <QueryState
        query={settings}
        skeleton={<CardsSkeleton cards={2} label="Loading your SKUs" />}
        errorTitle="Your product settings could not be loaded"
      >
        {(data) => (
          <>
            <ReadOnlyNotice canEdit={data.can_edit} />
            <ProductsTable channelId={data.channel_id} canEdit={data.can_edit} />
            <ImportPanel channelId={data.channel_id} canEdit={data.can_edit} />
          </>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
