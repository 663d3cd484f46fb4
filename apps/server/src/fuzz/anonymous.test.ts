import { describeFuzz } from './suite.ts';

describeFuzz('every route without a session', 'anonymous');
