import { AlertCircle, Info, RotateCw } from 'lucide-react';

/**
 * A small, non-blocking note: a part of the screen could not be loaded (warning, optionally with a
 * retry), or something worth knowing (info). Failures say so without blocking the rest of the screen.
 */
export function StatusNote(props: {
  children: React.ReactNode;
  tone?: 'warning' | 'info';
  retry?: { label: string; onClick: () => void; busy?: boolean };
}) {
  const { tone = 'warning', retry } = props;
  const Icon = tone === 'warning' ? AlertCircle : Info;
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-4 py-3 text-sm ${
        tone === 'warning'
          ? 'border-amber-300 bg-amber-50 text-amber-900'
          : 'border-sky-200 bg-sky-50 text-sky-950'
      }`}
    >
      <Icon aria-hidden className="h-4 w-4 shrink-0 self-start mt-0.5" />
      <div className="min-w-0 flex-1">{props.children}</div>
      {retry && (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-full border border-amber-400 bg-white px-3 py-1 font-semibold hover:bg-amber-100 disabled:opacity-50"
          onClick={retry.onClick}
          disabled={retry.busy}
        >
          <RotateCw aria-hidden className={`h-3.5 w-3.5 ${retry.busy ? 'animate-spin' : ''}`} />
          {retry.label}
        </button>
      )}
    </div>
  );
}
