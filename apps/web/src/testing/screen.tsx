import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { changeLocale, loadMessageGroups, type MessageGroup } from '@/shared/i18n';

/*
 * For the tests of a screen that needs no server and no providers (the prerendered pages, read in each
 * language): its texts, its own route, and English again once the file is done.
 */

/** Loads the screen's message groups first, unmounts after each test and goes back to English after all. */
export function setUpScreenTexts(groups: readonly MessageGroup[]): void {
  beforeAll(() => loadMessageGroups(groups));
  afterEach(cleanup);
  afterAll(() => changeLocale('en'));
}

/** Renders `Component` as the one route `path` of a memory router opened at `url`. */
export function renderScreen(Component: ComponentType, path: string, url: string = path): RenderResult {
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}
