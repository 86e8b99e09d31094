import type { Post } from '@artvoyage/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { buttonClass } from '@/shared/ui/buttons';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { failureMessage } from './errors';
import type { Feed } from './useFeed';
import { useComments } from './useComments';

/** The comments of one post, oldest first, and the form to add one (signed in). */
export function Comments({ post, feed }: { post: Post; feed: Feed }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const { comments, add, removed } = useComments(post, feed);

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
            onDeleted={() => removed(comment.id)}
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
      {auth.status === 'signed-in' ? (
        <CommentForm id={id} add={add} />
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
