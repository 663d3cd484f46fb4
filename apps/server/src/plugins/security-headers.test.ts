import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { AMAZON_IMAGE_ORIGINS, productImageOrigins } from './security-headers.ts';

describe('product image origins of the content security policy', () => {
  it("allows the sandbox's regional origins outside production", () => {
    expect(productImageOrigins(loadConfig({}))).toEqual([
      ...AMAZON_IMAGE_ORIGINS,
      'http://localhost:3100',
      'http://localhost:3101',
      'http://localhost:3102',
    ]);
  });

  it("allows only Amazon's image hosts in production, unless configured otherwise", () => {
    expect(productImageOrigins(loadConfig({ NODE_ENV: 'production' }))).toEqual(AMAZON_IMAGE_ORIGINS);
    expect(
      productImageOrigins(
        loadConfig({ NODE_ENV: 'production', AMAZON_PRODUCT_PAGES_URL: 'http://pages.test:8080/x' }),
      ),
    ).toEqual([...AMAZON_IMAGE_ORIGINS, 'http://pages.test:8080']);
  });
});
