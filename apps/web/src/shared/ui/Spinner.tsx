export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-stone-600">
      <span
        aria-hidden
        className="h-5 w-5 animate-spin rounded-full border-2 border-stone-300 border-t-accent-dark"
      />
      <span>{label}</span>
    </div>
  );
}
