import {
  BILLING_MESSAGES,
  billingDetailsEndpoint,
  billingInvoicePdfEndpoint,
  billingInvoiceRetryEndpoint,
  billingInvoicesEndpoint,
  billingProfileEndpoint,
  billingSetupIntentEndpoint,
  billingTestCardEndpoint,
  ok,
  ROLES,
  systemBillingEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCompanyAdmin } from '../../lib/company-admin.ts';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireReimbursePlan } from '../../plugins/require-reimburse-plan.ts';
import type { TBilling } from './billing.ts';
import { systemBillingOverview } from './system-billing.service.ts';

// The seller's billing page (/reimburse/settings/billing) and the staff's overview (issue 20). Reading
// needs the reimburse plan; changing the card or paying again is for the company's admin.

export const billingRoutes: FastifyPluginAsync<{ billing: TBilling }> = async (app, { billing }) => {
  const { db } = billing;
  const planned = requireReimbursePlan(db);
  const admin = [requireAuth, planned, requireCompanyAdmin(BILLING_MESSAGES.adminOnly)];

  registerEndpoint(app, billingProfileEndpoint, {
    preHandler: [requireAuth, planned],
    handler: async (request) => ok(await billing.setup.profile(authOf(request).companyId)),
  });

  registerEndpoint(app, billingDetailsEndpoint, {
    preHandler: admin,
    handler: async (request) => ok(await billing.setup.saveDetails(authOf(request), request.body)),
  });

  registerEndpoint(app, billingSetupIntentEndpoint, {
    preHandler: admin,
    handler: async (request) => {
      const intent = await billing.setup.startSetupIntent(authOf(request));
      return ok({ setup_intent_id: intent.setupIntentId, client_secret: intent.clientSecret });
    },
  });

  // Development and tests only: absent (404) unless BILLING_TEST_CARDS is on; production mounts Elements.
  if (billing.testCards)
    registerEndpoint(app, billingTestCardEndpoint, {
      preHandler: admin,
      hide: true,
      handler: async (request) =>
        ok(await billing.setup.confirmTestCard(authOf(request), request.body.payment_method)),
    });

  registerEndpoint(app, billingInvoicesEndpoint, {
    preHandler: [requireAuth, planned],
    handler: async (request) => ok(await billing.invoices.list(authOf(request).companyId)),
  });

  registerEndpoint(app, billingInvoicePdfEndpoint, {
    preHandler: [requireAuth, planned],
    handler: async (request, reply) => {
      const file = await billing.invoices.pdf(authOf(request).companyId, request.params.invoiceId);
      return sendDownload(reply, { ...file, type: 'application/pdf' });
    },
  });

  registerEndpoint(app, billingInvoiceRetryEndpoint, {
    preHandler: admin,
    handler: async (request) =>
      ok(await billing.invoices.retry(authOf(request).companyId, request.params.invoiceId)),
  });

  registerEndpoint(app, systemBillingEndpoint, {
    preHandler: [requireAuth, requireRole(ROLES.superAdmin)],
    handler: async (request) => ok(await systemBillingOverview(db, billing.clock, request.query.month)),
  });
};
