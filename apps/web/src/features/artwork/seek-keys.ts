/** How far one arrow key moves the audio guide, and one Page Up / Page Down. */
export const seekStepSeconds = 5;
export const seekPageSeconds = 30;

/**
 * Where a key pressed on the seek slider moves the audio: arrows by 5 s, Page Up / Page Down by 30 s,
 * within the track. Null for other keys (Home and End are the slider's own).
 */
export function seekTargetForKey(key: string, current: number, duration: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: seekStepSeconds,
    ArrowUp: seekStepSeconds,
    ArrowLeft: -seekStepSeconds,
    ArrowDown: -seekStepSeconds,
    PageUp: seekPageSeconds,
    PageDown: -seekPageSeconds,
  };
  const move = moves[key];
  if (move === undefined) return null;
  return Math.min(Math.max(current + move, 0), Math.max(duration, 0));
}
