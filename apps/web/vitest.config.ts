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
      // jsdom renders of Mantine pages take a few hundred ms alone and many times that on a busy 2-core
      // machine; the default 5 s turned load into failures. Findings (findBy*) keep their own shorter waits.
      testTimeout: 20_000,
    },
  }),
);
