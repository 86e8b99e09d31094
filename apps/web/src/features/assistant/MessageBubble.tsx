import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ChatMessage, formatMessageTime, isInAppPath, paragraphs } from './chat-logic';

/**
 * One message: the visitor's on the right, the expert's on the left with the pages it refers to.
 * Texts are rendered as text (React escapes them), never as HTML.
 */
export function MessageBubble({ message, locale }: { message: ChatMessage; locale: string }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  const content = message.kind === 'welcome' ? t('assistant.welcome') : message.content;
  const time = formatMessageTime(message.timestamp, locale);
  const links = message.links.filter((link) => isInAppPath(link.path));

  return (
    <li className={`flex gap-2.5 ${mine ? 'justify-end' : 'justify-start'}`} data-role={message.role}>
      {!mine && (
        <span
          aria-hidden
          className="mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-ink text-white"
        >
          <Sparkles className="h-4 w-4" />
        </span>
      )}
      <article
        aria-label={mine ? t('assistant.you') : t('assistant.expert')}
        className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm sm:max-w-[75%] ${
          mine
            ? 'rounded-br-md bg-accent-dark text-white'
            : message.kind === 'error'
              ? 'rounded-bl-md border border-amber-300 bg-amber-50 text-amber-950'
              : 'rounded-bl-md border border-stone-200 bg-white text-ink'
        }`}
        data-testid={mine ? 'user-message' : 'assistant-message'}
      >
        <div className="space-y-2 leading-relaxed break-words whitespace-pre-line">
          {paragraphs(content).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {links.length > 0 && (
          <nav aria-label={t('assistant.readMore')} className="mt-3 border-t border-stone-200 pt-2">
            <ul className="flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.path}>
                  <Link
                    to={link.path}
                    className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-ink hover:bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    {link.label}
                    <ArrowRight aria-hidden className="h-3.5 w-3.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={`mt-1.5 text-xs ${mine ? 'text-white/80' : 'text-stone-500'}`}>
          <span className="sr-only">{mine ? t('assistant.you') : t('assistant.expert')}, </span>
          <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
        </p>
      </article>
    </li>
  );
}
