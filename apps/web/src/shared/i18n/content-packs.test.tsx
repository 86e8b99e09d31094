import { translatedLocales, type ContentPackName } from '@artvoyage/content/i18n';
import frTours from '@artvoyage/content/locales/fr/tours';
import ruPlaces from '@artvoyage/content/locales/ru/places';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContentPack, useContentPackIn } from './content-packs';
import { screensOfPack } from './groups';

/** Every pack (groups.ts must name the screens of each, which its type enforces). */
const packNames = Object.keys(screensOfPack) as ContentPackName[];

describe('content packs in the web app', () => {
  it('gives a language’s pack once it has arrived, and nothing for English', async () => {
    const { result, rerender } = renderHook(({ locale }) => useContentPackIn('tours', locale), {
      initialProps: { locale: 'fr' },
    });
    await waitFor(() => expect(result.current).toBe(frTours));
    rerender({ locale: 'en' });
    expect(result.current).toBeUndefined();
    rerender({ locale: 'de' });
    expect(result.current).toBeUndefined();
  });

  it('fetches a pack in a language other than the UI’s when a screen asks for it', async () => {
    const { result } = renderHook(() => useContentPackIn('places', 'ru'));
    await waitFor(() => expect(result.current).toBe(ruPlaces));
  });

  it('has a module for every pack in every language but English', async () => {
    expect(packNames.length).toBeGreaterThan(0);
    const loads = translatedLocales.flatMap((locale) =>
      packNames.map((name) => loadContentPack(locale, name)),
    );
    await expect(Promise.all(loads)).resolves.toBeDefined();
  });

  it('says which pack it cannot find', async () => {
    await expect(loadContentPack('fr', 'brochures' as ContentPackName)).rejects.toThrow(
      'No content pack fr/brochures',
    );
  });
});
