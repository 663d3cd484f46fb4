export { buildSandboxApp } from './app.ts';
export { createAuthStore, type TAuthStore } from './auth-store.ts';
export { fixedClock, systemClock, type TClock } from './clock.ts';
export { loadSandboxConfig, type TSandboxConfig } from './config.ts';
export { plantedAnomalies, type TAnomaly } from './data/anomalies.ts';
export { sellerData } from './data/seller-data.ts';
export { ALL_DEMO_SELLERS, demoSellers, findDemoSeller, type TDemoSeller } from './sellers.ts';
export { USAGE_PLANS } from './usage-plans.ts';
