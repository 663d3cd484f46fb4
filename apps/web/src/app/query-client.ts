import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Every call shows the full-screen loader, so silent background refetches on focus would flash it.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Error envelopes come back as values; only network failures throw, and one retry is enough.
        retry: 1,
      },
    },
  });
}
