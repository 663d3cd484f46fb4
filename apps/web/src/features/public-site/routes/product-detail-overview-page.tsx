import { ProductDetailMockup } from '../components/mockups/product-detail-mockup';
import { ModulePage } from '../components/module-page';
import { PRODUCT_DETAIL_OVERVIEW } from '../content/product-detail-overview';

/** /features/product-detail-overview (spec §2). */
export function ProductDetailOverviewPage() {
  return <ModulePage content={PRODUCT_DETAIL_OVERVIEW} visual={<ProductDetailMockup />} />;
}
