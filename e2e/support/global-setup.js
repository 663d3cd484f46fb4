import { startProduct } from './product.ts';
export default async function globalSetup() {
  const product = await startProduct();
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_SANDBOX_URL = product.sandboxUrl;
  return async () => {
    await product.stop();
  };
}
