import { defineProject, mergeConfig } from 'vitest/config';
// Vite's config loader wants the extension here (native loading), unlike the bundler-resolved app code.
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      // Named explicitly so `vitest run --project @seller-tools/web` finds it from the root.
      name: '@seller-tools/web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
