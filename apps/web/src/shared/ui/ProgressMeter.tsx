/**
 * A progress bar named by visible text (`labelledBy`, one id or several) and read out as `valueText`:
 * a rounded grey track, `percent` of it filled.
 */
export function ProgressMeter(props: {
  labelledBy: string;
  value: number;
  max: number;
  valueText: string;
  percent: number;
  /** The track's height. */
  heightClass: string;
  /** The fill's colour. */
  fillClass: string;
}) {
  return (
    <div
      role="progressbar"
      aria-labelledby={props.labelledBy}
      aria-valuemin={0}
      aria-valuemax={props.max}
      aria-valuenow={props.value}
      aria-valuetext={props.valueText}
      className={`mt-2 ${props.heightClass} overflow-hidden rounded-full bg-stone-200`}
    >
      <div className={`h-full rounded-full ${props.fillClass}`} style={{ width: `${props.percent}%` }} />
    </div>
  );
}
