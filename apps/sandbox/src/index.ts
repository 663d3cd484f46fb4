export { buildSandboxApp } from './app.ts';
export { loadSandboxConfig, type TSandboxConfig } from './config.ts';
