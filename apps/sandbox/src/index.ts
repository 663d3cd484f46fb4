export { buildSandboxApp } from './app.ts';
export { createAuthStore, type TAuthStore } from './auth-store.ts';
export { fixedClock, systemClock, type TClock } from './clock.ts';
export { loadSandboxConfig, type TSandboxConfig } from './config.ts';
export { ALL_DEMO_SELLERS, demoSellers, findDemoSeller, type TDemoSeller } from './sellers.ts';
