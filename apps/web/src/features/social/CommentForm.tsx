import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { inputClass } from '@/shared/ui/form';
import { failureMessage } from './errors';

const maxCommentLength = 2000;

/** The form that adds a comment; what was typed stays, with the reason, when the server refuses it. */
export function CommentForm(props: { id: string; add: (content: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { id } = props;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    setSendError(null);
    try {
      await props.add(content);
      setText('');
    } catch (error) {
      setSendError(t('social.comments.sendError', { message: failureMessage(error) }));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={send} noValidate className="grid gap-2">
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {t('social.comments.add')}
      </label>
      <textarea
        id={`${id}-text`}
        rows={2}
        maxLength={maxCommentLength}
        className={inputClass}
        placeholder={t('social.comments.placeholder')}
        value={text}
        aria-describedby={sendError ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {sendError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {sendError}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={!text.trim() || sending}
          aria-busy={sending}
          className={buttonClass.primary}
        >
          {sending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {sending ? t('social.comments.sending') : t('social.comments.send')}
        </button>
      </div>
    </form>
  );
}
