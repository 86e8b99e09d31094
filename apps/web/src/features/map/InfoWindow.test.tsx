import { landmarks } from '@artvoyage/content/places';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadMessageGroups, useContentPack } from '@/shared/i18n';
import { InfoWindow } from './InfoWindow';
import { toMapItems } from './map-items';

// The API's English row, as MapPage receives it.
const tower = landmarks.find((landmark) => landmark.id === 'eiffel-tower')!;

/** The info window as MapPage builds it: the API's row with the active language's texts over it. */
function TowerWindow() {
  const places = useContentPack('places');
  const [item] = toMapItems([], [tower], places);
  return <InfoWindow item={item!} canRoute routing={false} onZoomIn={() => {}} onRoute={() => {}} />;
}

beforeAll(() => loadMessageGroups(['map']));
afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe('the map’s info window', () => {
  it('shows the landmark in English, the source', () => {
    render(<TowerWindow />);
    expect(screen.getByRole('heading', { name: 'Eiffel Tower' })).toBeTruthy();
    expect(screen.getByText('Usually daily 9:30–23:45 (from 9:00 in summer)')).toBeTruthy();
    expect(screen.getByTestId('map-info').textContent).toContain('Opening hours: Usually daily');
  });

  it('shows it in French once the visitor switches, the pack coming with the map’s messages', async () => {
    await changeLocale('fr');
    render(<TowerWindow />);
    const window = screen.getByTestId('map-info');
    expect(screen.getByRole('heading', { name: 'Tour Eiffel' })).toBeTruthy();
    // The label's colon comes with its non-breaking space, from the French messages.
    expect(window.textContent).toContain(
      'Horaires\u00a0: Généralement tous les jours de 9\u00a0h\u00a030 à 23\u00a0h\u00a045 (dès 9\u00a0h en été)',
    );
    expect(window.textContent).toContain('La tour en fer puddlé de Gustave Eiffel');
    expect(window.textContent).toContain('À partir de 4 €');
    expect(screen.getByRole('button', { name: /Itinéraire/ })).toBeTruthy();
  });

  it('labels the opening hours in Russian with its own punctuation', async () => {
    await changeLocale('ru');
    render(<TowerWindow />);
    expect(screen.getByTestId('map-info').textContent).toMatch(/Часы работы: \S/);
  });
});
