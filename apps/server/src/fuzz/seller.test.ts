import { describeFuzz } from './suite.ts';

describeFuzz('every route as a seller, on its own data', 'seller');
