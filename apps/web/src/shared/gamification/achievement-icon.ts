import {
  Award,
  BookOpen,
  CalendarCheck,
  Camera,
  Compass,
  Crown,
  Flame,
  Footprints,
  Gamepad2,
  Gem,
  Globe,
  GraduationCap,
  Heart,
  Lamp,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Map,
  MapPin,
  Medal,
  MessageCircle,
  Mountain,
  Palette,
  PenLine,
  Plane,
  Route,
  Sparkles,
  Star,
  Target,
  Trophy,
  UserCheck,
  Users,
  Zap,
} from 'lucide-react';

/** The icon names the server uses (lucide's kebab-case names), plus a few likely ones. */
const icons: Readonly<Record<string, LucideIcon>> = {
  award: Award,
  'book-open': BookOpen,
  'calendar-check': CalendarCheck,
  camera: Camera,
  compass: Compass,
  crown: Crown,
  flame: Flame,
  footprints: Footprints,
  'gamepad-2': Gamepad2,
  gem: Gem,
  globe: Globe,
  'graduation-cap': GraduationCap,
  heart: Heart,
  lamp: Lamp,
  landmark: Landmark,
  lightbulb: Lightbulb,
  map: Map,
  'map-pin': MapPin,
  medal: Medal,
  'message-circle': MessageCircle,
  mountain: Mountain,
  palette: Palette,
  'pen-line': PenLine,
  plane: Plane,
  route: Route,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  trophy: Trophy,
  'user-check': UserCheck,
  users: Users,
  zap: Zap,
};

/**
 * The lucide component for an achievement's icon name ("gamepad-2", "Gamepad2" and "gamepad_2" all
 * work); anything unknown gets a medal.
 */
export function achievementIcon(name: string | null | undefined): LucideIcon {
  const key = (name ?? '')
    .trim()
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return icons[key] ?? Award;
}
