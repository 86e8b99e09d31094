import type { Page } from '@playwright/test';
import frArtworks from '@artvoyage/content/locales/fr/artworks';
import frNarrations from '@artvoyage/content/locales/fr/narrations';
import frItineraries from '@artvoyage/content/locales/fr/itineraries';
import frSocial from '@artvoyage/content/locales/fr/social';
import frTours from '@artvoyage/content/locales/fr/tours';
import ruArtworks from '@artvoyage/content/locales/ru/artworks';
import ruNarrations from '@artvoyage/content/locales/ru/narrations';
import ruItineraries from '@artvoyage/content/locales/ru/itineraries';
import ruSocial from '@artvoyage/content/locales/ru/social';
import ruTours from '@artvoyage/content/locales/ru/tours';
import { artwork } from './data';
import { expect, pageHeading, test } from './fixtures';

// An artwork page (texts, alt text, audio guide) and a guided tour in French and Russian, the language
// chosen the way a visitor does, with the header's language switch.

const english = { narration: artwork('mona-lisa').narration, label: 'English' };

const languages = [
  {
    locale: 'fr',
    label: 'Français',
    artworks: frArtworks.artworks,
    narrations: frNarrations.narrations,
    tours: frTours.tours,
    sample: frItineraries.sample,
    ui: {
      guide: 'Audioguide',
      guideLanguage: 'Langue de l’audioguide',
      transcript: 'Transcription',
      facts: 'Anecdotes',
      select: 'Choisir cette visite',
      startTour: 'Commencer la visite',
      tourProgress: 'Étape 1 sur 3',
      sampleName: 'Rêve parisien, inspiré par La Joconde',
      openItinerary: 'Ouvrir l’itinéraire',
    },
  },
  {
    locale: 'ru',
    label: 'Русский',
    artworks: ruArtworks.artworks,
    narrations: ruNarrations.narrations,
    tours: ruTours.tours,
    sample: ruItineraries.sample,
    ui: {
      guide: 'Аудиогид',
      guideLanguage: 'Язык аудиогида',
      transcript: 'Текст аудиогида',
      facts: 'Интересные факты',
      select: 'Выбрать',
      startTour: 'Начать экскурсию',
      tourProgress: 'Остановка 1 из 3',
      sampleName: 'Парижская мечта. Вдохновение: «Джоконда»',
      openItinerary: 'Открыть маршрут',
    },
  },
] as const;

async function chooseLanguage(page: Page, label: string, locale: string): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption({ label });
  // The switch first fetches the language's texts for every screen seen so far.
  await expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 20_000 });
}

/**
 * Synthesising a guide takes seconds, and far longer on a busy machine while the server fills its cache
 * at start: the one guide a test waits for gets two minutes.
 */
const synthesisTimeout = 120_000;
const isGuide = (url: string, path: string) => new URL(url).pathname === path;

for (const language of languages) {
  const other = languages.find((item) => item.locale !== language.locale)!;

  test.describe(`in ${language.label}`, () => {
    test('an artwork page reads, describes and narrates the artwork in the language', async ({ page }) => {
      test.setTimeout(synthesisTimeout + 60_000);
      const texts = language.artworks['mona-lisa'];
      const guidePath = `/api/v1/audio/${language.locale}/mona-lisa.mp3`;
      await page.goto('/artwork/mona-lisa');
      // The guide in the language is asked for once the page shows in it (after the image, when idle).
      const guideLoaded = page.waitForResponse(
        (response) => isGuide(response.url(), guidePath) && [200, 206].includes(response.status()),
        { timeout: synthesisTimeout },
      );
      await chooseLanguage(page, language.label, language.locale);

      await expect(pageHeading(page)).toHaveText(texts.title);
      await expect(page.getByText(`${texts.artist}, ${texts.year}`, { exact: true })).toBeVisible();
      await expect(page.getByAltText(texts.imageAlt, { exact: true })).toBeVisible();
      const facts = page.getByRole('region', { name: language.ui.facts }).getByRole('listitem');
      await expect(facts).toHaveText([...texts.interestingFacts]);

      const guide = page.getByRole('region', { name: language.ui.guide, exact: true });
      const audio = guide.locator('audio');
      await expect(audio).toHaveAttribute('src', guidePath);
      await guide.getByText(language.ui.transcript, { exact: true }).click();
      const transcript = guide.locator('details p');
      await expect(transcript).toBeVisible();
      await expect(transcript).toHaveText(language.narrations['mona-lisa']);
      await expect(transcript).toHaveAttribute('lang', language.locale);

      const response = await guideLoaded;
      expect(response.headers()['content-type']).toBe('audio/mpeg');

      // The player's own switch changes the guide, not the page: the UI and the texts stay in the language.
      const switcher = guide.getByRole('group', { name: language.ui.guideLanguage });
      await expect(switcher.getByRole('button', { name: language.label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await switcher.getByRole('button', { name: english.label }).click();
      await expect(audio).toHaveAttribute('src', '/api/v1/audio/mona-lisa.mp3');
      await expect(transcript).toHaveText(english.narration);
      await expect(transcript).toHaveAttribute('lang', 'en');
      await switcher.getByRole('button', { name: other.label }).click();
      await expect(audio).toHaveAttribute('src', `/api/v1/audio/${other.locale}/mona-lisa.mp3`);
      await expect(transcript).toHaveText(other.narrations['mona-lisa']);
      await expect(transcript).toHaveAttribute('lang', other.locale);
      await expect(switcher.getByRole('button', { name: other.label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      await expect(pageHeading(page)).toHaveText(texts.title);
      await expect(page.getByRole('region', { name: language.ui.guide, exact: true })).toBeVisible();
    });

    test('My Itineraries shows the sample itinerary of a first visit in the language', async ({ page }) => {
      await page.goto('/my-itineraries');
      await chooseLanguage(page, language.label, language.locale);
      const card = page.getByRole('article').filter({ hasText: language.ui.sampleName });
      await card.getByRole('button', { name: language.ui.openItinerary }).click();
      await expect(page.getByRole('heading', { level: 2, name: language.ui.sampleName })).toBeVisible();
      const [firstDay] = language.sample;
      await expect(page.getByRole('heading', { level: 3, name: firstDay!.title })).toBeVisible();
      for (const activity of firstDay!.activities) {
        await expect(page.getByText(activity, { exact: true })).toBeVisible();
      }
    });

    test('a guided tour lists its stops in the language and starts on the first one', async ({ page }) => {
      // Among the first pages of a run, it shares the machine with the server's warm-up of the guides.
      test.slow();
      await page.goto('/guided-tours');
      await chooseLanguage(page, language.label, language.locale);
      const tour = language.tours.renaissanceMasters;
      const stops = ['mona-lisa', 'wedding-feast', 'michelangelo-slaves'] as const;
      const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
      const card = cards.filter({ has: page.getByRole('heading', { name: tour.name, exact: true }) });
      await expect(card).toContainText(tour.description);
      await card.getByRole('button', { name: language.ui.select }).click();
      await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

      const panel = page.getByRole('region', { name: new RegExp(tour.name) });
      await expect(panel.getByRole('heading', { level: 2 })).toContainText(tour.name);
      await expect(panel.getByText(tour.description, { exact: true })).toBeVisible();
      const items = panel.getByRole('list').getByRole('listitem');
      await expect(items).toHaveText(
        stops.map(
          (id, index) => `${index + 1}${language.artworks[id].title} — ${language.artworks[id].artist}`,
        ),
      );

      await panel.getByRole('link', { name: language.ui.startTour, exact: true }).click();
      // The artwork screen and its French or Russian texts are fetched before the page changes.
      await expect(page).toHaveURL(/\/artwork\/mona-lisa\?tour=renaissance$/, { timeout: 20_000 });
      await expect(pageHeading(page)).toHaveText(language.artworks['mona-lisa'].title);
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      // The tour's bar, in the language: its name and where the stop sits in it.
      const bar = page.getByRole('region', { name: new RegExp(tour.name) });
      await expect(bar.getByTestId('tour-progress')).toHaveText(language.ui.tourProgress);
    });
  });
}

test('the audio guide keeps the language chosen on its player for the next artwork', async ({ page }) => {
  const french = languages[0];
  await page.goto('/artwork/mona-lisa');
  await expect(pageHeading(page)).toHaveText(artwork('mona-lisa').title);
  const guide = page.getByRole('region', { name: 'Audio Guide', exact: true });
  const switcher = guide.getByRole('group', { name: 'Language of the audio guide' });
  await expect(switcher.getByRole('button', { name: english.label })).toHaveAttribute('aria-pressed', 'true');
  await switcher.getByRole('button', { name: french.label }).click();
  await expect(guide.locator('audio')).toHaveAttribute('src', '/api/v1/audio/fr/mona-lisa.mp3');

  await page.getByRole('link', { name: /^Next artwork: / }).click();
  await expect(pageHeading(page)).toHaveText(artwork('venus-de-milo').title);
  // The page stays in English; its guide speaks French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(switcher.getByRole('button', { name: french.label })).toHaveAttribute('aria-pressed', 'true');
  await expect(guide.locator('audio')).toHaveAttribute('src', '/api/v1/audio/fr/venus-de-milo.mp3');
  await guide.getByText('Transcript', { exact: true }).click();
  await expect(guide.locator('details p')).toHaveText(french.narrations['venus-de-milo']);

  // A new visit starts again from the UI language.
  const fresh = await page.context().newPage();
  await fresh.goto('/artwork/venus-de-milo');
  await expect(
    fresh
      .getByRole('region', { name: 'Audio Guide', exact: true })
      .getByRole('group', { name: 'Language of the audio guide' })
      .getByRole('button', { name: english.label }),
  ).toHaveAttribute('aria-pressed', 'true');
});

for (const { locale, pack } of [
  { locale: 'fr', pack: frSocial },
  { locale: 'ru', pack: ruSocial },
]) {
  test(`the feed's Museum Team posts read in ${locale}, the visitors' as written`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('artvoyage.locale', chosen), locale);
    await page.goto('/social');
    const texts = Object.values(pack.samplePosts);
    for (const post of texts)
      await expect(page.getByRole('heading', { level: 2, name: post.title })).toBeVisible();
    await expect(page.getByText(texts[0]!.content)).toBeVisible();
    await expect(page.getByText('Museum Team')).toHaveCount(0);
  });
}
