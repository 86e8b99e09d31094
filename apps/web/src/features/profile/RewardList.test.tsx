import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, loadMessageGroups } from '@/shared/i18n';
import { RewardList } from './RewardList';

const beacon = {
  id: 'beacon',
  name: 'Beacon',
  description: 'Reached level 5.',
  icon: 'lamp',
  earned_date: '2026-11-25T10:00:00Z',
};

afterEach(cleanup);

describe('RewardList', () => {
  it('names an earned badge and its date in the visitor’s language', async () => {
    await act(async () => {
      await loadMessageGroups(['profile', 'achievements']);
      await changeLocale('ru');
    });
    render(<RewardList items={[beacon]} kind="badge" emptyText="" />);
    expect(screen.getByText('Маяк')).toBeTruthy();
    expect(screen.getByText('Достигнут 5-й уровень.')).toBeTruthy();
    expect(screen.getByText(/25 ноября 2026/)).toBeTruthy();
  });

  it('keeps the server’s English for an id the translations do not know', async () => {
    await act(async () => {
      await changeLocale('fr');
    });
    render(
      <RewardList items={[{ ...beacon, id: 'new-badge', name: 'New Badge' }]} kind="badge" emptyText="" />,
    );
    expect(screen.getByText('New Badge')).toBeTruthy();
    expect(screen.getByText(/25 novembre 2026/)).toBeTruthy();
  });
});
