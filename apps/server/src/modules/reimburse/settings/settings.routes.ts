import {
  importProductSettingsEndpoint,
  ok,
  productSettingsEndpoint,
  productTemplateEndpoint,
  REIMBURSE_SETTINGS_MESSAGES,
  reimburseAccountsEndpoint,
  reimburseNotificationEndpoint,
  reimburseStoreSettingsEndpoint,
  saveCasePreferenceEndpoint,
  saveEnrolmentEndpoint,
  saveFeeSetupEndpoint,
  saveProductSettingEndpoint,
  saveReimburseNotificationEndpoint,
  saveShipmentExclusionEndpoint,
  saveShipmentSetupEndpoint,
  saveSkuExclusionEndpoint,
  setupShipmentsEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import type { TClock } from '../../../lib/clock.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import { authOf, requireAuth } from '../../../plugins/authenticate.ts';
import { sendDownload } from '../../../plugins/download.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { ownSettingsHandlers } from '../../../plugins/own-settings.ts';
import { requireStore, storeOf } from '../../../plugins/require-store.ts';
import { listAccounts } from './accounts.service.ts';
import type { TSettingsActor } from './actor.ts';
import { createReimburseNotificationService } from './notification.service.ts';
import { createProductImport } from './product-import.ts';
import { createProductSettingsService } from './product-settings.service.ts';
import { productTemplate } from './product-template.ts';
import { listClosedShipments } from './shipments.service.ts';
import { createStoreSettingsService } from './store-settings.service.ts';

// The reimbursement line's setup and settings pages (issue 19). Reads need the store (requireStore);
// store writes need the company's admin too (the services check it); notification settings are each
// user's own.

// The import's body carries the file as base64: room for the largest file the contract accepts.
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export const reimburseSettingsRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const settings = createStoreSettingsService(deps);
  const products = createProductSettingsService(deps);
  const importFile = createProductImport({ db: deps.db, products });
  const notifications = createReimburseNotificationService(deps);
  const byQuery = [requireAuth, requireStore()];
  const byBody = [requireAuth, requireStore('body')];
  const saved = REIMBURSE_SETTINGS_MESSAGES.saved;

  registerEndpoint(app, reimburseStoreSettingsEndpoint, {
    preHandler: byQuery,
    handler: async (request) => ok(await settings.get(storeOf(request), authOf(request))),
  });
  /** A store setting the store's admin saves: the service checks the admin, the answer says "saved". */
  const saveSetting =
    <B, T>(save: (store: TReviewStore, actor: TSettingsActor, body: B) => Promise<T>) =>
    async (request: FastifyRequest & { body: B }) =>
      ok(await save(storeOf(request), authOf(request), request.body), saved);

  registerEndpoint(app, saveShipmentSetupEndpoint, {
    preHandler: byBody,
    handler: saveSetting(settings.saveShipmentSetup),
  });
  registerEndpoint(app, saveFeeSetupEndpoint, {
    preHandler: byBody,
    handler: saveSetting(settings.saveFeeSetup),
  });
  registerEndpoint(app, saveCasePreferenceEndpoint, {
    preHandler: byBody,
    handler: saveSetting(settings.saveCasePreference),
  });
  registerEndpoint(app, saveEnrolmentEndpoint, {
    preHandler: byBody,
    handler: saveSetting((store, actor, body: { enrolled: boolean }) =>
      settings.saveEnrolment(store, actor, body.enrolled),
    ),
  });
  registerEndpoint(app, saveShipmentExclusionEndpoint, {
    preHandler: byBody,
    handler: saveSetting((store, actor, body: { shipment_id: string; excluded: boolean }) =>
      settings.excludeShipment(store, actor, body.shipment_id, body.excluded),
    ),
  });
  registerEndpoint(app, saveSkuExclusionEndpoint, {
    preHandler: byBody,
    handler: saveSetting((store, actor, body: { sku: string; excluded: boolean }) =>
      settings.excludeSku(store, actor, body.sku, body.excluded),
    ),
  });

  registerEndpoint(app, setupShipmentsEndpoint, {
    preHandler: byQuery,
    handler: async (request) => ok(await listClosedShipments(deps.db, storeOf(request), request.query)),
  });

  registerEndpoint(app, productSettingsEndpoint, {
    preHandler: byQuery,
    handler: async (request) => ok(await products.list(storeOf(request), request.query)),
  });
  registerEndpoint(app, saveProductSettingEndpoint, {
    preHandler: byBody,
    handler: saveSetting(products.save),
  });
  registerEndpoint(app, importProductSettingsEndpoint, {
    preHandler: byBody,
    options: { bodyLimit: IMPORT_BODY_LIMIT },
    handler: async (request) =>
      ok(
        await importFile(storeOf(request), authOf(request), {
          name: request.body.file_name,
          base64: request.body.content_base64,
        }),
      ),
  });
  registerEndpoint(app, productTemplateEndpoint, {
    preHandler: byQuery,
    handler: async (request, reply) => {
      const file = await productTemplate(products, storeOf(request), request.query.format);
      return sendDownload(reply, file);
    },
  });

  registerEndpoint(app, reimburseAccountsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const auth = authOf(request);
      return ok({ items: await listAccounts(deps.db, auth.stores), can_edit: auth.isCompanyAdmin });
    },
  });

  const own = ownSettingsHandlers(notifications, REIMBURSE_SETTINGS_MESSAGES.notificationSaved);
  registerEndpoint(app, reimburseNotificationEndpoint, { preHandler: requireAuth, handler: own.get });
  registerEndpoint(app, saveReimburseNotificationEndpoint, { preHandler: requireAuth, handler: own.save });
};
