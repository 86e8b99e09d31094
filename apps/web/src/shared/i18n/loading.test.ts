// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadMessageGroups } from './index';

// One i18next instance for the whole file: each test builds on the groups and language left by the last.
describe('message groups at run time', () => {
  it('starts with English core only', () => {
    expect(i18next.language).toBe('en');
    expect(i18next.t('nav.home')).toBe('Home');
    expect(i18next.t('gallery.title')).toBe('gallery.title');
  });

  it('adds a group when a screen asks for it', async () => {
    await loadMessageGroups(['gallery']);
    expect(i18next.t('gallery.title')).toBe('Gallery');
    expect(i18next.t('gallery.count', { count: 1 })).toBe('1 artwork');
  });

  it('merges sections that two groups share', async () => {
    await loadMessageGroups(['auth']);
    expect(i18next.t('auth.signOutErrorTitle')).toBe('Sign Out Error');
    expect(i18next.t('auth.close')).toBe('Close');
  });

  it('fetches every group already used in the new language before switching', async () => {
    await changeLocale('fr');
    expect(i18next.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18next.t('nav.home')).toBe('Accueil');
    expect(i18next.t('gallery.count', { count: 2 })).toBe('2 œuvres');
    expect(i18next.t('auth.close')).toBe('Fermer');
  });

  it('loads a later group in the current language too', async () => {
    await loadMessageGroups(['itineraries']);
    expect(i18next.t('itineraries.dayCount', { count: 1 })).toBe('1 jour');
    expect(i18next.t('itineraries.dayCount', { count: 1, lng: 'en' })).toBe('1 day');
  });

  it('uses Russian plural forms', async () => {
    await changeLocale('ru');
    expect(i18next.t('itineraries.dayCount', { count: 1 })).toBe('1 день');
    expect(i18next.t('itineraries.dayCount', { count: 3 })).toBe('3 дня');
    expect(i18next.t('itineraries.dayCount', { count: 5 })).toBe('5 дней');
    expect(i18next.t('gallery.count', { count: 21 })).toBe('21 произведение');
  });

  it('keeps the last choice when switches overlap', async () => {
    await loadMessageGroups(['profile']);
    const first = changeLocale('fr');
    const second = changeLocale('en');
    await Promise.all([first, second]);
    expect(i18next.language).toBe('en');
    expect(localStorage.getItem('artvoyage.locale')).toBe('en');
  });
});
