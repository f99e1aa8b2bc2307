import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveRegionProvider } from '../components/ui/live-region';
import { AuthProvider } from '../lib/auth';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveRegionProvider>{children}</LiveRegionProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
