// Test helpers for API tests and for e2e/bench, which start the real server against a fresh database.
// (hashPassword/verifyPassword: the product's own argon2id settings, the sign-in benchmark's baseline.)
export { hashPassword, verifyPassword } from '../lib/passwords.ts';
export { totpCode } from '../lib/totp.ts';
// The sign-in bench's race line checks the throttle against its own limit.
export { ACCOUNT_FAILURE_LIMIT } from '../modules/auth/login-throttle.ts';
export {
  createVerifiedUser,
  insertUser,
  TEST_TOTP_SECRET,
  type TSeededUser,
  type TUserSeed,
} from './accounts.ts';
export { runBillingMonth, type TBillableCase } from './billing.ts';
export * from './campaign-kit.ts';
export {
  createChannel,
  insertChannel,
  setChannelSignupStep,
  type TChannelSeed,
  tableCounts,
} from './channels.ts';
export {
  databaseUrl,
  startTestDatabaseServer,
  uniqueDatabaseName,
  withAdminClient,
} from './database-server.ts';
export { eligibleOrders, US } from './eligible-orders.ts';
export { jobsRunBy, startFleet, type TFleet, type TJobsRun, withFleetQueue } from './fleet-process.ts';
export { freePort } from './free-port.ts';
export { startHelloWorldProcess } from './hello-world-process.ts';
export { pdfPages, pdfText } from './pdf-text.ts';
export * from './ppc-kit.ts';
export * from './ppc-store.ts';
export * from './quota-kit.ts';
export { auditStoreAt, lastAuditRun, storeOfSeller } from './reimburse-audit.ts';
export { createDraftCasesIn } from './reimburse-cases.ts';
export { createReviewFixture, FIXTURE_ASINS, FIXTURE_REVIEWS } from './review-fixtures.ts';
export * from './review-request-kit.ts';
export { sandboxMarketplace } from './sandbox-marketplace.ts';
export { startSandboxProcess, type TSandboxProcess } from './sandbox-process.ts';
export {
  connectImportedStore,
  connectReviewedStore,
  connectSandboxStore,
  syncFbaReportsAndMatch,
} from './sandbox-reports.ts';
export { startServerProcess, stopChild, type TServerProcess, waitForOk } from './server-process.ts';
export { dropDatabase } from './template-database.ts';
export { TEST_ENCRYPTION_KEY } from './test-config.ts';
export * from './violation-plan.ts';
export * from './violation-store.ts';
