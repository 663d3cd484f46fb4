import { describeFuzz } from './suite.ts';

// Staff routes refuse everyone else, so only a super-admin's requests reach their handlers.
describeFuzz('the staff routes as a super-admin', 'staff', {
  only: (operation) =>
    operation.path.startsWith('/api/system') || operation.path.startsWith('/api/user/delete'),
});
