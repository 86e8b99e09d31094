import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineBuild } from '@/shared/api/http';
import { useLocale } from '@/shared/i18n/useLocale';
import { HeadedSection } from '@/shared/ui/HeadedSection';
import { StatusNote } from '@/shared/ui/StatusNote';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { ChatComposer } from './ChatComposer';
import { MessageBubble } from './MessageBubble';
import { SuggestionChips } from './SuggestionChips';
import { useChat } from './useChat';
import { useHeaderHeight } from './useHeaderHeight';

/** /travel-assistant: the art-expert chat (see docs/product/ai.md). */
export default function TravelAssistantPage() {
  const { t } = useTranslation();
  usePageTitle(t('assistant.title'));
  const locale = useLocale();
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const headerHeight = useHeaderHeight();

  // The newest message (or the typing indicator) comes into view; a long answer is shown from its
  // first line, so that it can be read from the top.
  const last = chat.messages.at(-1);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const bottom = log.scrollHeight - log.clientHeight;
    const newest = log.querySelector<HTMLElement>('ol > li:last-child');
    const answer = !chat.typing && last?.role === 'assistant' && newest ? newest.offsetTop - 16 : bottom;
    log.scrollTop = Math.max(0, Math.min(bottom, answer));
  }, [chat.messages.length, last?.content, last?.role, chat.typing]);

  // The box is disabled while the answer comes; then the visitor can type the next question at once.
  useEffect(() => {
    if (!chat.pending && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [chat.pending]);

  function send(text: string) {
    if (isOfflineBuild) return;
    if (chat.send(text)) {
      setDraft('');
      refocus.current = true;
    }
  }

  return (
    <div
      // The screen below the sticky header: the question box stays at the bottom of the window.
      style={{ '--chat-top': `${headerHeight}px` } as React.CSSProperties}
      className="mx-auto flex h-[calc(100dvh-var(--chat-top))] min-h-[30rem] max-w-3xl flex-col px-3 pt-4 pb-3 sm:px-4 sm:pt-8 sm:pb-6"
    >
      <div className="px-1">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('assistant.title')}</h1>
        <p className="mt-1 text-sm text-stone-700 sm:mt-2 sm:text-base">{t('assistant.subtitle')}</p>
      </div>

      {isOfflineBuild && (
        <div className="mt-4">
          <StatusNote tone="info">{t('assistant.offline')}</StatusNote>
        </div>
      )}

      <HeadedSection
        id="assistant-log-label"
        title={t('assistant.log')}
        className="mt-4 flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white/70 shadow-sm sm:mt-6"
        headingClassName="sr-only"
      >
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-labelledby="assistant-log-label"
          // Screen readers announce an answer once it is complete, not piece by piece.
          aria-busy={chat.pending && !chat.typing}
          // Scrollable with the keyboard too.
          tabIndex={0}
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent sm:px-5"
          data-testid="chat-log"
        >
          <ol className="space-y-4">
            {chat.messages.map((message) => (
              <MessageBubble key={message.id} message={message} locale={locale} />
            ))}
            {chat.typing && (
              <li className="flex items-center gap-2.5 pl-1 text-sm text-stone-600" data-testid="typing">
                <span aria-hidden className="flex gap-1">
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="h-2 w-2 animate-bounce rounded-full bg-accent-dark/70 motion-reduce:animate-none"
                      style={{ animationDelay: `${delay}ms` }}
                    />
                  ))}
                </span>
                {t('assistant.typing')}
              </li>
            )}
          </ol>
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t border-stone-200 bg-paper/80 px-3 py-3 sm:px-5 sm:py-4">
          {chat.unreachable && !isOfflineBuild && <StatusNote>{t('assistant.unreachable')}</StatusNote>}
          {!isOfflineBuild && (
            <SuggestionChips suggestions={chat.suggestions} disabled={chat.pending} onPick={send} />
          )}
          <ChatComposer
            ref={inputRef}
            value={draft}
            onChange={setDraft}
            onSend={() => send(draft)}
            pending={chat.pending}
            unavailable={isOfflineBuild}
            messageCount={chat.messages.length}
          />
        </div>
      </HeadedSection>
    </div>
  );
}
