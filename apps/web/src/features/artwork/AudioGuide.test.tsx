import { findArtwork } from '@artvoyage/content';
import frNarrations from '@artvoyage/content/locales/fr/narrations';
import ruNarrations from '@artvoyage/content/locales/ru/narrations';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadMessageGroups } from '@/shared/i18n';
import { AudioGuide } from './AudioGuide';

const monaLisa = findArtwork('mona-lisa')!;
const venus = findArtwork('venus-de-milo')!;

function renderGuide(artwork = monaLisa) {
  render(<AudioGuide artworkId={artwork.id} englishTranscript={artwork.narration} mayLoad={false} />);
  const region = screen.getByRole('region', { name: /audio ?guide|аудиогид/i });
  const switcher = within(region).getByRole('group', { name: /language|langue|язык/i });
  return {
    region,
    switcher,
    // A switch button is named by its code, then the language: "RU (Русский)".
    button: (language: string) =>
      within(switcher).getByRole('button', { name: (name) => name.endsWith(`(${language})`) }),
    src: () => region.querySelector('audio')?.getAttribute('src'),
    transcript: () => region.querySelector('details p')?.textContent,
  };
}

beforeAll(() => loadMessageGroups(['artwork']));
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await act(() => changeLocale('en'));
});

describe('the audio guide language switch', () => {
  it('plays the English guide by default in English, with the English transcript', () => {
    const guide = renderGuide();
    expect(within(guide.region).getByRole('group', { name: 'Language of the audio guide' })).toBe(
      guide.switcher,
    );
    expect(guide.button('English').getAttribute('aria-pressed')).toBe('true');
    expect(guide.button('Français').getAttribute('aria-pressed')).toBe('false');
    expect(guide.button('Русский').getAttribute('aria-pressed')).toBe('false');
    expect(guide.src()).toBe('/api/v1/audio/mona-lisa.mp3');
    expect(guide.transcript()).toBe(monaLisa.narration);
  });

  it('switches the player and transcript to French, leaving the UI in English', async () => {
    const guide = renderGuide();
    fireEvent.click(guide.button('Français'));
    expect(guide.button('Français').getAttribute('aria-pressed')).toBe('true');
    expect(guide.button('English').getAttribute('aria-pressed')).toBe('false');
    expect(guide.src()).toBe('/api/v1/audio/fr/mona-lisa.mp3');
    await waitFor(() => expect(guide.transcript()).toBe(frNarrations.narrations['mona-lisa']));
    expect(guide.region.querySelector('details p')?.getAttribute('lang')).toBe('fr');
    expect(i18next.resolvedLanguage).toBe('en');
    expect(within(guide.region).getByRole('heading').textContent).toBe('Audio Guide');
  });

  it('follows the UI language, and another language can be picked on the player alone', async () => {
    await act(() => changeLocale('fr'));
    const guide = renderGuide();
    expect(within(guide.region).getByRole('heading').textContent).toBe('Audioguide');
    expect(within(guide.region).getByRole('group', { name: 'Langue de l’audioguide' })).toBe(guide.switcher);
    expect(guide.button('Français').getAttribute('aria-pressed')).toBe('true');
    expect(guide.src()).toBe('/api/v1/audio/fr/mona-lisa.mp3');
    await waitFor(() => expect(guide.transcript()).toBe(frNarrations.narrations['mona-lisa']));

    fireEvent.click(guide.button('Русский'));
    expect(guide.src()).toBe('/api/v1/audio/ru/mona-lisa.mp3');
    await waitFor(() => expect(guide.transcript()).toBe(ruNarrations.narrations['mona-lisa']));
    expect(i18next.resolvedLanguage).toBe('fr');

    fireEvent.click(guide.button('English'));
    expect(guide.src()).toBe('/api/v1/audio/mona-lisa.mp3');
    expect(guide.transcript()).toBe(monaLisa.narration);
    expect(guide.region.querySelector('details p')?.getAttribute('lang')).toBe('en');
  });

  it('keeps the visitor’s choice for the next artwork of the visit', async () => {
    fireEvent.click(renderGuide().button('Français'));
    cleanup();

    const next = renderGuide(venus);
    expect(next.button('Français').getAttribute('aria-pressed')).toBe('true');
    expect(next.src()).toBe('/api/v1/audio/fr/venus-de-milo.mp3');
    await waitFor(() => expect(next.transcript()).toBe(frNarrations.narrations['venus-de-milo']));
    // The UI stays as it was.
    expect(i18next.resolvedLanguage).toBe('en');
    expect(within(next.region).getByRole('heading').textContent).toBe('Audio Guide');
  });

  it('follows the UI language again once the visitor picks the UI’s own language', async () => {
    const guide = renderGuide();
    fireEvent.click(guide.button('Русский'));
    fireEvent.click(guide.button('English'));
    expect(guide.src()).toBe('/api/v1/audio/mona-lisa.mp3');
    cleanup();

    await act(() => changeLocale('fr'));
    const next = renderGuide(venus);
    expect(next.button('Français').getAttribute('aria-pressed')).toBe('true');
    expect(next.src()).toBe('/api/v1/audio/fr/venus-de-milo.mp3');
  });
});
