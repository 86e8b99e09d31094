import { useTranslation } from 'react-i18next';
import type { SuggestionKey } from './chat-logic';

/**
 * "Try asking:" and 4 to 6 prompts; choosing one sends it, in the visitor's language, which the
 * museum expert answers in.
 */
export function SuggestionChips(props: {
  suggestions: readonly SuggestionKey[];
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 gap-1.5">
      <p id="assistant-suggestions" className="text-sm font-semibold text-stone-700">
        {t('assistant.tryAsking')}
      </p>
      <ul
        aria-labelledby="assistant-suggestions"
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0"
        data-testid="suggestions"
      >
        {props.suggestions.map((key) => {
          const text = t(`assistant.suggestions.${key}`);
          return (
            <li key={key} className="shrink-0 sm:shrink">
              <button
                type="button"
                className="rounded-full border border-ink/20 bg-white px-3 py-1.5 text-left text-sm sm:py-1 whitespace-nowrap sm:whitespace-normal text-ink transition hover:border-accent-dark hover:bg-accent-dark/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50"
                disabled={props.disabled}
                onClick={() => props.onPick(text)}
              >
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
