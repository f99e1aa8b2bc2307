import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import type { NoticeTone } from '../components/ui/notice';

/** Renders inside the app's providers (a fresh cache without retries) and a router. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with `answer`, recording every call. `answer` returns [status, body, headers?]; the body is
 * sent as JSON.
 */
export function stubFetch(answer: (call: Call) => [number, unknown, Record<string, string>?]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: input,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const [status, body, headers = {}] = answer(call);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
      );
    }),
  );
  return calls;
}

/** The notice of this tone on screen, once it is there. */
export const findNotice = (tone: NoticeTone) =>
  waitFor(() => {
    const notice = document.querySelector<HTMLElement>(`[data-notice="${tone}"]`);
    if (!notice) throw new Error(`no ${tone} notice`);
    return notice;
  });
