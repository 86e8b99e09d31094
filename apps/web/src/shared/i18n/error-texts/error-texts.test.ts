import { apiErrorCodes } from '@artvoyage/contract/error-codes';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/api/http';
import { gamificationFailureMessages } from '@artvoyage/contract/constants';
import { errorText, gamificationFailureText, loadErrorTexts } from './index';
import fr from './fr';
import ru from './ru';

describe('gamificationFailureText', () => {
  it('gives the XP system’s fixed English failures in the visitor’s language, and keeps other words', async () => {
    await Promise.all([loadErrorTexts('fr'), loadErrorTexts('ru')]);
    const { network, unavailable, offline } = gamificationFailureMessages;
    expect(gamificationFailureText(network, 'en')).toBe(network);
    expect(gamificationFailureText(network, 'fr')).toBe(fr.gamification.network);
    expect(gamificationFailureText(unavailable, 'ru')).toBe(ru.gamification.unavailable);
    expect(gamificationFailureText(offline, 'ru')).toMatch(/[а-яё]/i);
    expect(gamificationFailureText('Trop rapide : attendez un instant.', 'fr')).toBe(
      'Trop rapide : attendez un instant.',
    );
  });
});

describe('errorText', () => {
  const notFound = new ApiError('There is no artwork "x".', 404, 'NOT_FOUND');

  it('shows the server’s own English words in English', async () => {
    await loadErrorTexts('en');
    expect(errorText(notFound, '', 'en')).toBe('There is no artwork "x".');
  });

  it('shows the code’s text in French and Russian once loaded', async () => {
    await Promise.all([loadErrorTexts('fr'), loadErrorTexts('ru')]);
    expect(errorText(notFound, '', 'fr')).toBe(fr.NOT_FOUND);
    expect(errorText(notFound, '', 'ru')).toBe(ru.NOT_FOUND);
    expect(errorText(new NetworkError(), '', 'ru')).toBe(ru.NETWORK);
  });

  it('tells an accounts failure by its GoTrue code', async () => {
    await loadErrorTexts('fr');
    const refused = Object.assign(new Error('Invalid login credentials'), { code: 'invalid_credentials' });
    expect(errorText(refused, '', 'fr')).toBe(fr.auth.invalid_credentials);
    expect(errorText(refused, '', 'en')).toBe('Invalid login credentials');
  });

  it('keeps an error that is not the API’s as it is, or the fallback when it has no words', () => {
    expect(errorText(new Error('Camera denied'), '', 'fr')).toBe('Camera denied');
    expect(errorText(null, 'Échec', 'fr')).toBe('Échec');
  });

  it('has a text for every code of the contract in each language, none of them English', () => {
    for (const code of apiErrorCodes) {
      expect(fr[code], code).toMatch(/\S/);
      expect(ru[code], code).toMatch(/[а-яё]/i);
      expect(fr[code]).not.toBe(ru[code]);
    }
  });

  it('has a text for the app’s own codes too, for an answer that was not the API’s', async () => {
    await Promise.all([loadErrorTexts('fr'), loadErrorTexts('ru')]);
    const unreadable = new ApiError('The server sent an answer this page cannot read.', 200, 'BAD_RESPONSE');
    expect(errorText(unreadable, '', 'en')).toBe(unreadable.message);
    for (const code of ['HTTP_ERROR', 'STREAM_ERROR', 'BAD_RESPONSE'] as const) {
      expect(fr[code], code).toMatch(/\S/);
      expect(ru[code], code).toMatch(/[а-яё]/i);
    }
    expect(errorText(unreadable, '', 'fr')).toBe(fr.BAD_RESPONSE);
  });
});
