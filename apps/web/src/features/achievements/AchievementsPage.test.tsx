import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile, traveller } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import AchievementsPage from './AchievementsPage';

const stats = { achievementsUnlocked: 0, postsCreated: 0, tripsCompleted: 0, countriesVisited: 0 };

const server = setUpApiServer({
  'GET /api/v1/profile': () => ({ body: testProfile() }),
  'POST /rest/v1/rpc/get_user_stats': () => ({ body: stats }),
  'POST /rest/v1/rpc/get_leaderboard': () => ({ body: [] }),
  'POST /rest/v1/rpc/get_weekly_challenges': () => ({ body: [] }),
});

describe('AchievementsPage', () => {
  it('says the achievements could not be loaded when their list comes back in another shape', async () => {
    // A list wrapped in an object, with a row whose points are text: not what get_achievements answers.
    server.answer('POST /rest/v1/rpc/get_achievements', () => ({
      body: { items: [{ id: 'first-steps', name: 'First Steps', points_reward: '100' }] },
    }));
    await renderWithApp(<AchievementsPage />, { server, user: traveller, groups: ['achievements'] });
    expect(
      await screen.findByText('The achievements could not be loaded right now. Please try again later.'),
    ).toBeTruthy();
    // The rest of the screen stands: the progress card and the tabs.
    expect(screen.getByRole('tablist')).toBeTruthy();
  });

  it('shows a statistics failure in the progress card when the counters are malformed', async () => {
    server.answer('POST /rest/v1/rpc/get_achievements', () => ({ body: [] }));
    server.answer('POST /rest/v1/rpc/get_user_stats', () => ({ body: { ...stats, postsCreated: 'many' } }));
    await renderWithApp(<AchievementsPage />, { server, user: traveller, groups: ['achievements'] });
    expect(
      await screen.findByText('Your statistics could not be loaded right now. Please try again later.'),
    ).toBeTruthy();
  });
});
