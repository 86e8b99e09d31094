import { useRouteError } from 'react-router';
import { AppReadyMarker } from './AppReadyMarker';

/**
 * The error screen: "Something went wrong." in a red-bordered box with the message and the stack or a
 * dump. At the top (the layout itself failed) it is the whole page, a `<main>`; under the layout (one
 * page failed) it fills the layout's `<main>`, so the header and the navigation stay.
 */
export function RouteErrorScreen({ withinLayout = false }: { withinLayout?: boolean }) {
  const error = useRouteError();
  const Box = withinLayout ? 'div' : 'main';
  const message = error instanceof Error ? error.message : 'Unexpected error';
  const detail =
    error instanceof Error
      ? (error.stack ?? '')
      : (() => {
          try {
            return JSON.stringify(error, null, 2);
          } catch {
            return String(error);
          }
        })();
  // Plain English: this screen must render even if i18n or the layout is what failed.
  return (
    <Box className="mx-auto max-w-3xl p-6">
      <div role="alert" className="rounded-lg border-2 border-red-600 bg-red-50 p-6 text-red-900">
        <h1 className="text-2xl font-bold">Something went wrong.</h1>
        <p className="mt-3 font-medium">{message}</p>
        {detail && (
          <pre className="mt-4 max-h-96 overflow-auto rounded bg-white/70 p-3 text-xs whitespace-pre-wrap">
            {detail}
          </pre>
        )}
        <button
          type="button"
          className="mt-4 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </div>
      <AppReadyMarker />
    </Box>
  );
}

/** The error screen of one page, inside the layout. */
export const PageErrorScreen = () => <RouteErrorScreen withinLayout />;
