import { startProduct } from './product.ts';

export default async function globalSetup() {
  const product = await startProduct();
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_SANDBOX_URL = product.sandboxUrl;
  process.env.E2E_DATABASE_URL = product.databaseUrl;
  return async () => {
    await product.stop();
  };
}
