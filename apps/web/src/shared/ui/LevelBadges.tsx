const badgeClass = 'rounded-full px-3 py-1 text-sm font-semibold';

/** A traveller's level (dark) and XP (accent) as two pills, texts worded by the caller's screen. */
export function LevelBadges(props: { level: string; xp: string; className: string }) {
  return (
    <p className={`${props.className} flex flex-wrap gap-2`}>
      <span className={`${badgeClass} bg-ink text-white`}>{props.level}</span>
      <span className={`${badgeClass} bg-accent/25 text-accent-darker`}>{props.xp}</span>
    </p>
  );
}
