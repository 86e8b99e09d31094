import { gameCatalogue } from '@artvoyage/content/games';
import { useParams } from 'react-router';
import { GameNotFound } from './shared/GameNotFound';

/**
 * /games/{gameId}: the game's own screen, or 'Game Not Found' for an id the catalogue lacks. Until a
 * game's screen lands, the shell passes what to show instead (`pending`).
 */
export default function GamePage({ pending }: { pending: React.ReactNode }) {
  const { gameId = '' } = useParams();
  const game = gameCatalogue.find((entry) => entry.id === gameId);
  if (!game) return <GameNotFound gameId={gameId} />;
  return pending;
}
