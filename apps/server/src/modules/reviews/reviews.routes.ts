import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { reportRoutes } from './report.routes.ts';
import { reviewAlertBellRoutes } from './review-alert-bell.routes.ts';
import { reviewListRoutes } from './review-list.routes.ts';
import { tagsRoutes } from './tags.routes.ts';

export type TReviewsDeps = { db: TDb; clock: TClock; unsubscribeTokens: TUnsubscribeTokens };

/** The review product's calls (issue 7): dashboard, tracker, observer, tags, reports, notifications. */
export const reviewsRoutes: FastifyPluginAsync<TReviewsDeps> = async (app, deps) => {
  await app.register(productsRoutes, deps);
  await app.register(reviewListRoutes, deps);
  await app.register(tagsRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(reviewAlertBellRoutes, deps);
};
