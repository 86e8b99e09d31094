import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as http from '@/shared/api/http';
import { loadMessageGroups } from '@/shared/i18n';
import RecognitionPage from './RecognitionPage';

// A build without a backend (VITE_BACKEND=off): a placeholder result, and nothing is sent.
vi.mock('@/shared/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  isOfflineBuild: true,
}));
vi.mock('@/shared/auth/auth-context', () => ({ useAuth: () => ({ status: 'signed-out', user: null }) }));

beforeAll(() => loadMessageGroups(['recognition', 'itineraries']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecognitionPage offline', () => {
  it('answers with the offline placeholder without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter([{ path: '/', Component: RecognitionPage }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('needs the ArtVoyage server');
    const input = screen.getByLabelText('Select File') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] });
    fireEvent.change(input);
    fireEvent.click(screen.getByRole('button', { name: 'Recognize Landmark' }));
    const results = await screen.findByTestId('recognition-results');
    const card = within(results).getByRole('article', { name: 'Recognition unavailable offline' });
    expect(card.textContent).toContain('Photo recognition is not available in offline mode.');
    await waitFor(() => expect(screen.getByTestId('recognition-status').textContent).toBe('Status: Offline'));
    expect(screen.queryByText(/XP/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
