import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import MyItinerariesPage from './MyItinerariesPage';

beforeAll(async () => {
  await loadMessageGroups(['itineraries']);
  await changeLocale('ru');
});
afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe('My Itineraries in Russian', () => {
  it('names each artwork with its destination in Russian in the artwork select', async () => {
    render(<MyItinerariesPage />);
    const select = await screen.findByRole('combobox', { name: 'Произведение' });
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toContain('Джоконда (Париж)');
    expect(options).toContain('Венера Милосская (Греция)');
    expect(options).toContain('Большой сфинкс из Таниса (Египет)');
    expect(options.join(' ')).not.toMatch(/Paris|Greece|Egypt|Rome|Florence|Venice/);
  });
});
