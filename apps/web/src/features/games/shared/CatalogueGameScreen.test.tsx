import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogueGameScreen } from './CatalogueGameScreen';
import { renderAsVisitor, showGamesIn } from './testing/game-screens';

const Screen = catalogueGameScreen('matching-game', ({ game }) => <p>Playing {game.title}</p>);

describe('catalogueGameScreen', () => {
  beforeAll(() => showGamesIn('en'));
  afterEach(cleanup);

  it('shows the game, with its catalogue entry, at its own address', () => {
    renderAsVisitor(<Screen gameId="matching-game" />);
    expect(screen.getByText('Playing Artist Matching')).toBeTruthy();
  });

  it("says 'Game Not Found' at another game's address", () => {
    renderAsVisitor(<Screen gameId="guess-the-artwork" />);
    expect(screen.queryByText(/^Playing/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Game Not Found' })).toBeTruthy();
  });
});
