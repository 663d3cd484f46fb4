import { describeFuzz } from './suite.ts';

// Every request names the first company's stores, users, tags, rules and reviews; none of its data may
// come back.
describeFuzz("every route as a member of another company, naming the first company's ids", 'other-company');
