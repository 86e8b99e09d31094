/** A thin green bar of `percent` (0 to 100), named by `label` for assistive technology. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="h-full rounded-full bg-green-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
