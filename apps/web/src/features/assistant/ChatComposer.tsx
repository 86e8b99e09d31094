import { chatMessageMaxLength } from '@artvoyage/contract';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canSend } from './chat-logic';

/**
 * The question box: Enter sends, Shift+Enter starts a new line; blank questions are not sent; the box
 * and the button are disabled while an answer is on its way or without a server.
 */
export function ChatComposer(props: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  unavailable: boolean;
  messageCount: number;
  ref?: React.Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const disabled = props.pending || props.unavailable;
  const sendable = !props.unavailable && canSend(props.value, props.pending);

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable) props.onSend();
      }}
    >
      <label htmlFor="assistant-input" className="sr-only">
        {t('assistant.inputLabel')}
      </label>
      <div className="flex items-end gap-2 rounded-2xl border border-stone-300 bg-white p-1.5 shadow-sm focus-within:border-accent-dark focus-within:ring-2 focus-within:ring-accent/40">
        <textarea
          ref={props.ref}
          id="assistant-input"
          rows={1}
          value={props.value}
          maxLength={chatMessageMaxLength}
          disabled={disabled}
          placeholder={t('assistant.placeholder')}
          aria-describedby="assistant-input-hint"
          className="max-h-40 min-h-11 flex-1 resize-none bg-transparent px-3 py-2.5 leading-6 outline-none [field-sizing:content] placeholder:text-stone-500 disabled:cursor-not-allowed disabled:opacity-60"
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (sendable) props.onSend();
          }}
        />
        <button
          type="submit"
          aria-label={t('assistant.send')}
          title={t('assistant.send')}
          disabled={!sendable}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-dark text-white transition hover:bg-accent-darker focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SendHorizontal aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 px-1 text-xs text-stone-600">
        <p id="assistant-input-hint" className="hidden sm:block">
          {t('assistant.keyboardHint')}
        </p>
        <p data-testid="message-count">{t('assistant.messageCount', { count: props.messageCount })}</p>
      </div>
    </form>
  );
}
