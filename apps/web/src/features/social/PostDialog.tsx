import type { Post, PostCreated } from '@artvoyage/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { DialogCloseButton } from '@/shared/ui/DialogCloseButton';
import { TextAreaField, TextField } from '@/shared/ui/form';
import { failureMessage } from './errors';
import { PhotoPicker } from './PhotoPicker';
import { PostDetailsFields, type SetDraftField } from './PostDetailsFields';
import {
  canPublish,
  type DraftForm,
  draftFromPost,
  emptyDraft,
  postLimits,
  toPostDraft,
  toPostUpdate,
} from './post-draft';
import { createPost } from './api/create-post';
import { updatePost } from './api/update-post';
import { usePhotoUploads } from './usePhotoUploads';

/**
 * The new-post dialog, also used to edit one's own post. It is mounted only while
 * open, so closing it throws the draft away.
 */
export function PostDialog(props: {
  /** The post to edit, or null for a new one. */
  post: Post | null;
  onOpenChange: (open: boolean) => void;
  onPublished: (created: PostCreated) => void;
  onEdited: (post: Post) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editing = props.post;
  const [draft, setDraft] = useState<DraftForm>(() => (editing ? draftFromPost(editing) : emptyDraft()));
  // Leaving the dialog stops its uploads and frees the local previews.
  const uploads = usePhotoUploads(editing?.images ?? []);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set: SetDraftField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));
  const ready = canPublish(draft) && !uploads.uploading && !busy;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setSubmitError(null);
    const final = { ...draft, images: uploads.addedUrls() };
    try {
      if (editing) {
        props.onEdited(await updatePost(editing.id, toPostUpdate(final)));
      } else {
        props.onPublished(await createPost(toPostDraft(final)));
      }
      props.onOpenChange(false);
    } catch (error) {
      // Everything typed stays; the server's reason shows here.
      setSubmitError(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        // A post being sent is not abandoned half-way.
        if (!busy) props.onOpenChange(open);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} max-w-2xl`}>
          <Dialog.Title className="pr-8 text-2xl font-bold">
            {editing ? t('social.dialog.editTitle') : t('social.dialog.newTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            {editing ? t('social.dialog.editDescription') : t('social.dialog.newDescription')}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
            <TextField
              id={`${id}-title`}
              label={t('social.dialog.title')}
              placeholder={t('social.dialog.titlePlaceholder')}
              maxLength={postLimits.title}
              required
              value={draft.title}
              onChange={(event) => set('title', event.target.value)}
            />
            <TextAreaField
              id={`${id}-content`}
              label={t('social.dialog.content')}
              rows={5}
              maxLength={postLimits.content}
              required
              placeholder={t('social.dialog.contentPlaceholder')}
              value={draft.content}
              onChange={(event) => set('content', event.target.value)}
            />

            <PhotoPicker id={id} uploads={uploads} onChoose={(file) => void uploads.add(file, draft)} />

            <PostDetailsFields id={id} draft={draft} set={set} />

            {submitError && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                {submitError}
              </p>
            )}
            <div className="mt-1 flex flex-wrap items-center justify-end gap-2">
              {!canPublish(draft) && (
                <p id={`${id}-required`} className="mr-auto text-xs text-stone-600">
                  {t('social.dialog.requiredHint')}
                </p>
              )}
              <Dialog.Close className={buttonClass.outline} type="button" disabled={busy}>
                {t('social.dialog.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={!ready}
                aria-busy={busy}
                aria-describedby={canPublish(draft) ? undefined : `${id}-required`}
                className={buttonClass.accent}
              >
                {busy && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
                {editing
                  ? busy
                    ? t('social.dialog.saving')
                    : t('social.dialog.save')
                  : busy
                    ? t('social.dialog.publishing')
                    : t('social.dialog.publish')}
              </button>
            </div>
          </form>
          <DialogCloseButton label={t('social.dialog.close')} disabled={busy} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
