// Query keys of the reimbursement setup and settings pages, under one root so a save can refresh them all.
export const reimburseSettingsKeys = {
  all: ['reimburse-settings'] as const,
  store: (channelId: string) => ['reimburse-settings', 'store', channelId] as const,
  shipments: (channelId: string, q: string) => ['reimburse-settings', 'shipments', channelId, q] as const,
  products: (channelId: string, q: string) => ['reimburse-settings', 'products', channelId, q] as const,
  accounts: ['reimburse-settings', 'accounts'] as const,
  notification: ['reimburse-settings', 'notification'] as const,
  billing: ['reimburse-settings', 'billing'] as const,
  invoices: ['reimburse-settings', 'billing', 'invoices'] as const,
};
