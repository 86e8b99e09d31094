import type { Comment, Post } from '@artvoyage/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { announceAchievements } from '@/shared/gamification/announce';
import { Avatar } from '@/shared/ui/Avatar';
import { buttonClass } from '@/shared/ui/buttons';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { inputClass } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { failureMessage } from './errors';
import { RelativeTime } from './RelativeTime';
import { addComment, deleteComment, fetchComments } from './social-api';
import type { Feed } from './useFeed';

const commentsKey = (postId: string) => ['social', 'comments', postId] as const;
const maxCommentLength = 2000;

/** The comments of one post, oldest first, and the form to add one (signed in). */
export function Comments({ post, feed }: { post: Post; feed: Feed }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const signedIn = auth.status === 'signed-in';
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const comments = useQuery({
    queryKey: commentsKey(post.id),
    queryFn: ({ signal }) => fetchComments(post.id, signedIn, signal),
    staleTime: 15_000,
  });

  const setComments = (change: (list: Comment[]) => Comment[]) =>
    queryClient.setQueryData<Comment[]>(commentsKey(post.id), (list) => change(list ?? []));
  const countBy = (delta: number) =>
    feed.update(post.id, (current) => ({
      ...current,
      comments_count: Math.max(0, current.comments_count + delta),
    }));

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    setSendError(null);
    try {
      const { newAchievements, ...comment } = await addComment(post.id, content);
      setComments((list) => [...list.filter((item) => item.id !== comment.id), comment]);
      countBy(1);
      setText('');
      announceAchievements(newAchievements);
      // An unlock adds its points: the header and profile show the new total.
      if (newAchievements.length > 0) auth.reloadProfile().catch(() => undefined);
    } catch (error) {
      setSendError(t('social.comments.sendError', { message: failureMessage(error) }));
    } finally {
      setSending(false);
    }
  }

  let list: React.ReactNode;
  if (comments.isPending) {
    list = <p className="text-sm text-stone-600">{t('social.comments.loading')}</p>;
  } else if (comments.isError) {
    list = (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-amber-900">
        {t('social.comments.loadError', { message: failureMessage(comments.error) })}
        <button
          type="button"
          className="rounded-full border border-amber-400 bg-white px-3 py-0.5 font-semibold hover:bg-amber-100"
          onClick={() => void comments.refetch()}
        >
          {t('social.retry')}
        </button>
      </p>
    );
  } else if (comments.data.length === 0) {
    list = <p className="text-sm text-stone-600">{t('social.comments.empty')}</p>;
  } else {
    list = (
      <ul className="grid grid-cols-1 gap-3">
        {comments.data.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            own={auth.user?.id === comment.user_id}
            onDeleted={() => {
              setComments((items) => items.filter((item) => item.id !== comment.id));
              countBy(-1);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-3 grid grid-cols-1 gap-4 rounded-lg bg-stone-50 p-4"
    >
      <h3 id={`${id}-heading`} className="sr-only">
        {t('social.comments.heading', { title: post.title })}
      </h3>
      {list}
      {signedIn ? (
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
      ) : (
        <div>
          <button type="button" className={buttonClass.outline} onClick={() => openAuthDialog('signIn')}>
            {t('social.comments.signInToComment')}
          </button>
        </div>
      )}
    </section>
  );
}

function CommentItem(props: { comment: Comment; own: boolean; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { comment } = props;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await deleteComment(comment.id);
      setConfirmOpen(false);
      props.onDeleted();
    } catch (error) {
      setDeleting(false);
      setConfirmOpen(false);
      showToast({
        title: t('social.errorTitle'),
        description: t('social.comments.deleteError', { message: failureMessage(error) }),
        variant: 'destructive',
      });
    }
  }

  return (
    <li className="flex gap-3">
      <Avatar name={comment.author_name} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{comment.author_name}</span>
          <span className="text-stone-600">
            <RelativeTime date={comment.created_at} />
          </span>
        </p>
        <p className="text-sm break-words whitespace-pre-line text-stone-800">{comment.content}</p>
      </div>
      {props.own && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={(open) => {
            if (!deleting) setConfirmOpen(open);
          }}
          trigger={
            <button
              type="button"
              className="self-start rounded-md p-1.5 text-red-700 hover:bg-red-50"
              aria-label={t('social.comments.delete')}
              title={t('social.comments.delete')}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          }
          title={t('social.comments.deleteConfirm')}
          text={t('social.comments.deleteConfirmText')}
          confirmLabel={t('social.post.delete')}
          cancelLabel={t('social.post.cancel')}
          busy={deleting}
          onConfirm={() => void remove()}
        />
      )}
    </li>
  );
}
