import type { GameIcon as GameIconName } from '@artvoyage/content/games';
import {
  CircleCheck,
  Clock,
  Grid3x3,
  Image,
  Landmark,
  Link2,
  Palette,
  User,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<GameIconName, LucideIcon> = {
  landmark: Landmark,
  palette: Palette,
  user: User,
  'grid-3x3': Grid3x3,
  image: Image,
  link: Link2,
  'check-circle': CircleCheck,
  clock: Clock,
};

/** A game's catalogue icon (names are lucide's, kept in the content package). */
export function GameIcon({ name, className }: { name: GameIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
