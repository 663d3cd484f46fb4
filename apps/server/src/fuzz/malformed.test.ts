import { describeFuzz } from './suite.ts';

// Malformed JSON, bad UTF-8, wrong content types, oversized bodies and query strings, on every route.
describeFuzz('malformed transports on every route, as a seller', 'seller', { malformed: true });
