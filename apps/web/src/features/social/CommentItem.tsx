import type { Comment } from '@artvoyage/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/shared/ui/Avatar';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { showToast } from '@/shared/ui/toast-store';
import { failureMessage } from './errors';
import { RelativeTime } from './RelativeTime';
import { deleteComment } from './api/delete-comment';

/** One comment: author, time and text, with Delete (after confirmation) for its author. */
export function CommentItem(props: { comment: Comment; own: boolean; onDeleted: () => void }) {
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
