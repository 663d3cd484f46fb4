import type { FastifyInstance } from 'fastify';
import type { TClock } from '../clock.ts';
import { listingEvents } from '../data/listing-events.ts';
import { isoOrNull, registerSellerWindowRoute } from './seller-window-route.ts';

// What a listing-protection module of this seller must notice (LISTING-EVENTS.md), in a window.
export function registerListingEventsRoute(app: FastifyInstance, deps: { clock: TClock }) {
  registerSellerWindowRoute(app, deps, '/sandbox/listing-events', (data, from, to) => ({
    events: listingEvents(data, from, to).map((e) => ({
      ...e,
      at: isoOrNull(e.at),
      until: isoOrNull(e.until),
    })),
  }));
}
