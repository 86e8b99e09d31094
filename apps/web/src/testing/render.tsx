import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authStorageKey } from '@/shared/auth/auth-boot';
import { useAuth } from '@/shared/auth/auth-context';
import { AuthProvider } from '@/shared/auth/AuthProvider';
import { changeLocale, loadMessageGroups, type MessageGroup } from '@/shared/i18n';
import { ToastHost } from '@/shared/ui/ToastHost';
import { dismissToast } from '@/shared/ui/toast-store';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ApiServer, type Route, startApiServer } from './api-server';

/*
 * Renders one component inside the providers the app shell gives every screen (app/App.tsx): a TanStack
 * Query client (retries off here, so a refused call shows at once), the auth provider with auth-js, and
 * the toasts, under a memory router, in English. The app's background agents (itinerary sync,
 * gamification, PWA) are left out: they are not providers, and each would call the server on its own.
 *
 * The network is real: the page's address is the test server's (`startApiServer`), so the app's relative
 * `/api/...` and `/auth/v1/...` calls go to it over HTTP through happy-dom's fetch, as a browser's would
 * go to the app's own server. auth-js builds its client on that address once per test file, so start one
 * server per file (in `beforeAll`).
 */

// Answers come over HTTP and screens load lazy chunks (Leaflet, the toaster): on a busy 2-core machine
// that can take longer than Testing Library's default second, so `findBy…` and `waitFor` wait up to five.
configure({ asyncUtilTimeout: 5000 });

/** The user of a signed-in test: the session auth-js finds in storage, as an earlier visit leaves it. */
export interface TestUser {
  id: string;
  email: string;
  fullName?: string;
}

interface HappyDomWindow {
  happyDOM?: { setURL(url: string): void };
}

/** Points the page at the test server, so relative requests and `window.location.origin` reach it. */
export function pointPageAt(server: ApiServer): void {
  const happyDom = (window as unknown as HappyDomWindow).happyDOM;
  if (!happyDom) throw new Error('renderWithApp needs the happy-dom environment (window.happyDOM.setURL)');
  happyDom.setURL(`${server.origin}/`);
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A GoTrue session for `user`, as `/auth/v1/token` answers it (an unsigned JWT: the app only reads its
 * claims, the server is the one that checks it). Valid for an hour, so auth-js does not refresh it.
 */
export function testSession(user: TestUser) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = 3600;
  const claims = {
    sub: user.id,
    email: user.email,
    aud: 'authenticated',
    role: 'authenticated',
    aal: 'aal1',
  };
  const access_token = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...claims, iat: now, exp: now + expiresIn })}.test`;
  return {
    access_token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: `refresh-${user.id}`,
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: new Date(0).toISOString(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: user.fullName ?? 'Test Traveller' },
      identities: [],
      factors: [],
      created_at: new Date(0).toISOString(),
      updated_at: new Date(0).toISOString(),
    },
  };
}

/**
 * Resolves once the auth provider knows whether someone is signed in (auth-js has read storage) and, for
 * someone signed in, has their profile.
 */
function AuthSettled(props: { onSettled: () => void }) {
  const { status, profileLoading } = useAuth();
  const { onSettled } = props;
  useEffect(() => {
    if (status !== 'loading' && !profileLoading) onSettled();
  }, [status, profileLoading, onSettled]);
  return null;
}

/** The query client of the last render, whose requests `cleanupApp` lets finish. */
let rendered: QueryClient | null = null;

export interface RenderOptions {
  server: ApiServer;
  /** Signed in as this user (a stored session), or signed out when absent. */
  user?: TestUser;
  /** The message groups the component's screen loads (`core` is always there). */
  groups?: readonly MessageGroup[];
  /** The address the memory router starts at. */
  route?: string;
}

export interface AppRender extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders `ui` in the app's providers and waits until auth has settled, so the component sees the same
 * signed-in or signed-out state a visitor would.
 */
export async function renderWithApp(ui: ReactNode, options: RenderOptions): Promise<AppRender> {
  pointPageAt(options.server);
  await loadMessageGroups(options.groups ?? []);
  await changeLocale('en');
  // Only the session is set here: what else a test keeps in storage (itineraries) is the test's.
  localStorage.removeItem(authStorageKey);
  if (options.user) localStorage.setItem(authStorageKey, JSON.stringify(testSession(options.user)));

  const queryClient = (rendered = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  }));
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.route ?? '/'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthSettled onSettled={() => settle()} />
        <RouterProvider router={router} />
        <ToastHost />
      </AuthProvider>
    </QueryClientProvider>,
  );
  await settled;
  return { ...result, queryClient };
}

/**
 * For `afterEach`: once the queries still loading have their answer (unmounting would cancel them
 * half-way), unmounts what was rendered and closes the toasts it left (their store outlives it).
 */
export async function cleanupApp(): Promise<void> {
  const client = rendered;
  rendered = null;
  if (client) {
    await waitFor(() => {
      if (client.isFetching() > 0) throw new Error('Queries are still loading');
    });
  }
  cleanup();
  dismissToast();
}

/**
 * One test server for a test file: started before its first test with these routes, its requests
 * forgotten and what was rendered cleaned up (`cleanupApp`) after each test, closed after the last.
 * The object returned reaches the running server, so it can be used at the top of the file.
 */
export function setUpApiServer(routes: Record<string, Route> = {}): ApiServer {
  let running: ApiServer | null = null;
  const live = () => {
    if (!running) throw new Error('The test server starts in beforeAll: use it inside a test');
    return running;
  };
  beforeAll(async () => {
    running = await startApiServer(routes);
  });
  afterEach(async () => {
    await cleanupApp();
    live().requests.length = 0;
  });
  afterAll(() => live().close());
  return {
    get origin() {
      return live().origin;
    },
    get requests() {
      return live().requests;
    },
    answer: (key, route) => live().answer(key, route),
    received: (key) => live().received(key),
    close: () => live().close(),
  };
}
