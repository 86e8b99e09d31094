import type { Post } from '@artvoyage/contract';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/shared/ui/Avatar';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { RelativeTime } from './RelativeTime';
import type { usePostActions } from './usePostActions';

/** A post's author and time (and "private"), with Edit and Delete for its author. */
export function PostHeader(props: {
  post: Post;
  actions: ReturnType<typeof usePostActions>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { post, actions } = props;
  return (
    // On a phone Edit and Delete move under the name rather than squeeze it: the name needs about
    // ten characters' width before the buttons may sit beside it, and a longer name wraps.
    <header className="flex flex-wrap items-start gap-x-3 gap-y-2">
      <Avatar name={post.author_name} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold wrap-anywhere">
          <span className="sr-only">{t('social.post.postedBy', { name: post.author_name })}</span>
          <span aria-hidden>{post.author_name}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
          <RelativeTime date={post.created_at} />
          {!post.is_public && (
            <span className="inline-flex items-center gap-1 text-stone-700">
              <Lock aria-hidden className="h-3.5 w-3.5" />
              {t('social.post.private')}
            </span>
          )}
        </p>
      </div>
      {actions.own && (
        <div className="ml-auto flex shrink-0 gap-1">
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-stone-700 hover:bg-stone-100"
            onClick={props.onEdit}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            {t('social.post.edit')}
          </button>
          <ConfirmDialog
            open={actions.confirmOpen}
            onOpenChange={actions.setConfirmOpen}
            trigger={
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                {t('social.post.delete')}
              </button>
            }
            title={t('social.post.deleteConfirm')}
            text={t('social.post.deleteConfirmText', { title: post.title })}
            confirmLabel={actions.deleting ? t('social.post.deleting') : t('social.post.delete')}
            cancelLabel={t('social.post.cancel')}
            busy={actions.deleting}
            onConfirm={() => void actions.remove()}
          />
        </div>
      )}
    </header>
  );
}
