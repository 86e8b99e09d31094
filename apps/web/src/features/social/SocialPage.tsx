import type { Post, PostCreated } from '@artvoyage/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineBuild } from '@/shared/api/http';
import { queryClient } from '@/shared/api/query-client';
import { useAuth } from '@/shared/auth/auth-context';
import { startsAsVisitor } from '@/shared/auth/auth-redirect';
import { announceAchievements } from '@/shared/gamification/announce';
import { refreshXp } from '@/shared/gamification/xp-queries';
import { buttonClass } from '@/shared/ui/buttons';
import { Spinner } from '@/shared/ui/Spinner';
import { StatusNote } from '@/shared/ui/StatusNote';
import { showToast } from '@/shared/ui/toast-store';
import { useHydrated } from '@/shared/ui/useHydrated';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { failureMessage } from './errors';
import { PostList } from './PostList';
import { feedQueryOptions } from './api/get-feed';
import { useFeed } from './useFeed';

// The post dialog (and the dialog library under it) loads only for a signed-in visitor: a visitor who
// cannot post never downloads it, and the feed's first paint waits for fewer files.
const loadPostDialog = () => import('./PostDialog');
const PostDialog = lazy(async () => ({ default: (await loadPostDialog()).PostDialog }));

type DialogState = { mode: 'create' } | { mode: 'edit'; post: Post } | null;

/**
 * The route's loader, which runs as soon as the page's code is in, before the page renders: a visitor's
 * first page of posts is asked for then, rather than once the app has rendered and asked auth who is
 * there. The top post's photo, the page's largest paint, waits for that answer. A signed-in visitor's
 * feed (their likes, their private posts) is read once auth knows who they are.
 */
export function loader(): null {
  // Not while the page is prerendered at build time (no window): its HTML shows the loading state.
  const inBrowser = typeof window !== 'undefined';
  if (inBrowser && !isOfflineBuild && startsAsVisitor()) {
    void queryClient.prefetchInfiniteQuery(feedQueryOptions(null));
  }
  return null;
}

/** /social, the travel feed: newest posts first, 20 at a time. */
export default function SocialPage() {
  const { t } = useTranslation();
  usePageTitle(t('social.title'));
  const auth = useAuth();
  const feed = useFeed();
  const queryClient = useQueryClient();
  const { query, posts } = feed;
  const [dialog, setDialog] = useState<DialogState>(null);
  const signedIn = auth.status === 'signed-in';
  const hydrated = useHydrated();
  useEffect(() => {
    // Fetched as soon as the visitor is known to be signed in, so "New post" and "Edit" open at once.
    if (signedIn) void loadPostDialog();
  }, [signedIn]);

  function published(created: PostCreated) {
    const { newAchievements, ...post } = created;
    feed.prepend(post);
    showToast({
      title: t('social.published'),
      description: post.is_public ? t('social.publishedText') : t('social.publishedPrivateText'),
    });
    // Unlocks replace that toast (one at a time): they say more, and the post is on screen anyway.
    announceAchievements(newAchievements);
    // Publishing earns XP (and may complete the week's post challenge): every screen reads it again.
    void refreshXp(queryClient);
  }

  function edited(post: Post) {
    feed.update(post.id, () => post);
    showToast({ title: t('social.updated'), description: t('social.updatedText') });
  }

  let body: React.ReactNode;
  if (isOfflineBuild) {
    body = <StatusNote>{t('social.offlineFeed')}</StatusNote>;
  } else if (query.isPending || !hydrated) {
    // While the prerendered page hydrates, its loading state even when the first page is already in
    // (read early by the page's first script): the posts come in the render right after.
    body = <Spinner label={t('social.loading')} />;
  } else if (query.isError && posts.length === 0) {
    body = (
      <StatusNote
        retry={{ label: t('social.retry'), onClick: () => void query.refetch(), busy: query.isFetching }}
      >
        {t('social.loadError', { message: failureMessage(query.error) })}
      </StatusNote>
    );
  } else if (posts.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white/60 p-10 text-center">
        <p className="text-lg font-semibold">{t('social.emptyTitle')}</p>
        <p className="mt-1 text-stone-600">{t('social.emptyText')}</p>
        {signedIn && (
          <button
            type="button"
            className={`${buttonClass.accent} mt-5`}
            onClick={() => setDialog({ mode: 'create' })}
          >
            <Plus aria-hidden className="h-4 w-4" />
            {t('social.newPost')}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <PostList posts={posts} feed={feed} onEdit={(post) => setDialog({ mode: 'edit', post })} />
        <div className="mt-8 grid justify-items-center gap-3">
          {query.isFetchNextPageError && (
            <StatusNote
              retry={{
                label: t('social.retry'),
                onClick: () => void query.fetchNextPage(),
                busy: query.isFetchingNextPage,
              }}
            >
              {t('social.loadMoreError', { message: failureMessage(query.error) })}
            </StatusNote>
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <button
              type="button"
              className={buttonClass.outline}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('social.loadingMore') : t('social.loadMore')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    // At least a screen tall, so the footer starts below the fold: the feed arrives after the page and
    // grows downwards without pushing a visible footer (a layout shift of 0.5 before).
    <div className="mx-auto min-h-screen max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold">{t('social.title')}</h1>
          <p className="mt-2 text-stone-700">{t('social.subtitle')}</p>
        </div>
        {signedIn && (
          <button type="button" className={buttonClass.accent} onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('social.newPost')}
          </button>
        )}
      </div>
      {/* A failed refresh keeps the posts already shown and says so above them. */}
      {query.isRefetchError && posts.length > 0 && (
        <div className="mt-6">
          <StatusNote
            retry={{ label: t('social.retry'), onClick: () => void query.refetch(), busy: query.isFetching }}
          >
            {t('social.loadError', { message: failureMessage(query.error) })}
          </StatusNote>
        </div>
      )}
      <div className="mt-8">{body}</div>
      {dialog && (
        <Suspense fallback={null}>
          <PostDialog
            key={dialog.mode === 'edit' ? dialog.post.id : 'new'}
            post={dialog.mode === 'edit' ? dialog.post : null}
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
            onPublished={published}
            onEdited={edited}
          />
        </Suspense>
      )}
    </div>
  );
}

/** A small non-blocking message (failures never block the feed), with Retry when trying again can help. */
