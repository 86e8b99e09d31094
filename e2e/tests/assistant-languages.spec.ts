import frArtworks from '@artvoyage/content/locales/fr/artworks';
import ruArtworks from '@artvoyage/content/locales/ru/artworks';
import { expect, pageHeading, test } from './fixtures';

// The art-expert chat (/travel-assistant) in French and in Russian, the interface in that language
// from the visitor's saved choice: a question in the language is answered in it from the museum
// expert's own knowledge base (no AI provider is configured), with a link that opens the artwork's
// page in the same language.

const languages = [
  {
    locale: 'fr',
    name: 'French',
    ui: {
      heading: 'Demandez à l’expert en art',
      welcome: 'Je suis votre expert en art',
      log: 'Conversation avec l’expert en art',
      input: 'Votre question pour l’expert en art',
      typing: 'L’assistant écrit…',
      unknown: 'Je suis désolé, je ne connais pas la réponse.',
    },
    question: 'Où se trouve la Victoire de Samothrace ?',
    // The location passage of the French knowledge base leads the answer.
    answerStart: /^La Victoire de Samothrace se trouve au Louvre, aile Denon, en haut de l’escalier Daru/,
    link: { name: /Victoire de Samothrace/, path: '/artwork/winged-victory' },
    artworkTitle: frArtworks.artworks['winged-victory'].title,
  },
  {
    locale: 'ru',
    name: 'Russian',
    ui: {
      heading: 'Спросите искусствоведа',
      welcome: 'Я ваш искусствовед',
      log: 'Беседа с искусствоведом',
      input: 'Ваш вопрос искусствоведу',
      typing: 'Ассистент печатает…',
      unknown: 'К сожалению, я этого не знаю.',
    },
    question: 'Кто написал «Плот „Медузы“»?',
    // The painting's summary in the Russian knowledge base, which says who painted it first.
    answerStart: /^«Плот „Медузы“» написал Теодор Жерико в 1818–1819 годах\./,
    link: { name: /Медузы/, path: '/artwork/raft-medusa' },
    artworkTitle: ruArtworks.artworks['raft-medusa'].title,
  },
] as const;

for (const language of languages) {
  test(`answers a question in ${language.name} in ${language.name}, from its knowledge base, with a working link`, async ({
    page,
  }) => {
    const { ui } = language;
    await page.addInitScript((locale) => localStorage.setItem('artvoyage.locale', locale), language.locale);
    const requests: { language?: string; message?: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/ai-chat/stream')) requests.push(request.postDataJSON());
    });

    await page.goto('/travel-assistant');
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale, { timeout: 30_000 });
    await expect(pageHeading(page)).toHaveText(ui.heading);
    const log = page.getByRole('log', { name: ui.log });
    const answers = log.getByTestId('assistant-message');
    await expect(answers).toHaveCount(1);
    await expect(answers.first()).toContainText(ui.welcome);

    const input = page.getByRole('textbox', { name: ui.input });
    await input.fill(language.question);
    await input.press('Enter');
    await expect(log.getByTestId('user-message').last()).toContainText(language.question);
    await expect(answers).toHaveCount(2);
    await expect(page.getByText(ui.typing)).toBeHidden();
    await expect(input).toBeEnabled();

    // Grounded: the passage of the language's knowledge base, not the honest "I don't know".
    const answer = answers.last();
    await expect(answer.locator('p').first()).toHaveText(language.answerStart);
    await expect(answer).not.toContainText(ui.unknown);
    // The interface said which language it speaks.
    expect(requests.map((request) => request.language)).toEqual([language.locale]);

    const link = answer.getByRole('link', { name: language.link.name }).first();
    await expect(link).toHaveAttribute('href', language.link.path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${language.link.path}$`));
    await expect(pageHeading(page)).toHaveText(language.artworkTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  });
}
