import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as http from '@/shared/api/http';
import { loadMessageGroups } from '@/shared/i18n';
import TravelAssistantPage from './TravelAssistantPage';

// A build without a backend (VITE_BACKEND=off): the chat says it needs the server and sends nothing.
vi.mock('@/shared/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  isOfflineBuild: true,
}));

beforeAll(() => loadMessageGroups(['assistant']));
afterEach(cleanup);

describe('TravelAssistantPage offline', () => {
  it('explains that the assistant needs the server and disables the question box', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter([{ path: '/', Component: TravelAssistantPage }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status').textContent).toContain('The art expert needs the ArtVoyage server');
    const input = screen.getByRole('textbox', { name: 'Your question for the art expert' });
    expect((input as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByText('Try asking:')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
