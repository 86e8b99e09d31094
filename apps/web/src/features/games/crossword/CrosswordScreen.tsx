import { ComingSoonPage } from '@/features/coming-soon/ComingSoonPage';
import type { GameScreenProps } from '../shared/game-screen';

/** Placeholder until this game's screen lands. */
export default function CrosswordScreen(_props: GameScreenProps) {
  return <ComingSoonPage nameKey="nav.games" />;
}
