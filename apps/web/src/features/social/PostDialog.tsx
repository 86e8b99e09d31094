import type { Post, PostCreated } from '@artvoyage/contract';
import { postMoods } from '@artvoyage/contract/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, ImagePlus, Loader2, Star, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineBuild } from '@/shared/api/http';
import { buttonClass } from '@/shared/ui/buttons';
import { dialogCloseClass, dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/form';
import { failureMessage } from './errors';
import { readAsDataUrl } from '@/shared/media/read-as-data-url';
import { checkPhotoFile, photoAccept, uploadFileName } from './photo-file';
import {
  canPublish,
  type DraftForm,
  draftFromPost,
  emptyDraft,
  parseTags,
  postLimits,
  toPostDraft,
  toPostUpdate,
  uploadPostData,
  weatherChoices,
} from './post-draft';
import { createPost, updatePost, uploadPhoto } from './social-api';

// An outline button, drawn by the label that holds the visually hidden file input; the ring shows
// when that input has the keyboard focus.
const photoPickerClass =
  'relative inline-flex cursor-pointer items-center justify-center gap-2 justify-self-start rounded-full border border-ink/30 bg-white px-4 py-2 text-sm font-semibold text-ink transition hover:bg-stone-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/** A photo of the draft: chosen and uploading, added (the server's URL), or refused by the server. */
interface PhotoItem {
  key: number;
  preview: string;
  status: 'uploading' | 'added' | 'failed';
  url?: string;
  message?: string;
}

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
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    (editing?.images ?? []).map((url, index) => ({ key: -index - 1, preview: url, url, status: 'added' })),
  );
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(1);
  const objectUrls = useRef(new Set<string>());
  const uploads = useRef(new AbortController());

  // Leaving the dialog stops its uploads and frees the local previews.
  useEffect(() => {
    const urls = objectUrls.current;
    const controller = uploads.current;
    return () => {
      controller.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const uploading = photos.some((photo) => photo.status === 'uploading');
  const ready = canPublish(draft) && !uploading && !busy;
  const tags = parseTags(draft.tags);

  function changePhoto(key: number, change: Partial<PhotoItem>) {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }

  function removePhoto(photo: PhotoItem) {
    setPhotos((list) => list.filter((item) => item.key !== photo.key));
    if (objectUrls.current.delete(photo.preview)) URL.revokeObjectURL(photo.preview);
  }

  async function choosePhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a failure.
    input.value = '';
    if (!file) return;
    setPhotoProblem(null);
    if (isOfflineBuild) {
      setPhotoProblem(t('social.dialog.photoOffline'));
      return;
    }
    if (photos.length >= postLimits.images) {
      setPhotoProblem(t('social.dialog.photoLimit'));
      return;
    }
    const problem = checkPhotoFile(file);
    if (problem) {
      setPhotoProblem(
        problem.kind === 'size'
          ? t('social.dialog.photoTooLarge', {
              size: problem.megabytes,
            })
          : problem.kind === 'type'
            ? t('social.dialog.photoWrongType')
            : t('social.dialog.photoEmpty'),
      );
      return;
    }
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    objectUrls.current.add(preview);
    setPhotos((list) => [...list, { key, preview, status: 'uploading' }]);
    setAnnouncement(t('social.dialog.photoUploading'));
    try {
      const body = toPostDraft(draft);
      const uploaded = await uploadPhoto(
        {
          imageData: await readAsDataUrl(file),
          fileName: uploadFileName(file.type, Date.now()),
          title: body.title,
          description: body.content,
          postData: uploadPostData(draft),
        },
        uploads.current.signal,
      );
      changePhoto(key, { status: 'added', url: uploaded.publicUrl });
      setAnnouncement(t('social.dialog.photoAddedStatus'));
    } catch (error) {
      if (uploads.current.signal.aborted) return;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      const message = offline
        ? t('social.dialog.photoOffline')
        : t('social.dialog.photoFailed', { message: failureMessage(error) });
      changePhoto(key, { status: 'failed', message });
      setAnnouncement(message);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setSubmitError(null);
    const images = photos.flatMap((photo) => (photo.status === 'added' && photo.url ? [photo.url] : []));
    const final = { ...draft, images };
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

            <div role="group" aria-labelledby={`${id}-photo-title`} className="grid gap-2">
              <p id={`${id}-photo-title`} className="text-sm font-medium">
                {t('social.dialog.photo')}
              </p>
              {/* The file input is visually hidden inside a label drawn as a button: the browser's own
                  control would say "No file chosen" beside photos already added (it is emptied after
                  each choice). It keeps the keyboard focus and is named by the button's text. */}
              <label className={photoPickerClass}>
                <ImagePlus aria-hidden className="h-4 w-4" />
                {photos.length > 0 ? t('social.dialog.addAnotherPhoto') : t('social.dialog.choosePhoto')}
                <input
                  id={`${id}-photo`}
                  type="file"
                  accept={photoAccept}
                  aria-describedby={`${id}-photo-hint${photoProblem ? ` ${id}-photo-problem` : ''}`}
                  className="sr-only"
                  onChange={(event) => void choosePhoto(event)}
                />
              </label>
              <p id={`${id}-photo-hint`} className="text-xs text-stone-600">
                {t('social.dialog.photoHint')}
              </p>
              {photoProblem && (
                <p id={`${id}-photo-problem`} role="alert" className="text-sm text-red-800">
                  {photoProblem}
                </p>
              )}
              <p role="status" className="sr-only">
                {announcement}
              </p>
              {photos.length > 0 && (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {photos.map((photo, index) => (
                    <PhotoTile
                      key={photo.key}
                      photo={photo}
                      number={index + 1}
                      onRemove={() => removePhoto(photo)}
                    />
                  ))}
                </ul>
              )}
            </div>

            <div className="grid items-start gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-location`}
                label={t('social.dialog.location')}
                placeholder={t('social.dialog.locationPlaceholder')}
                maxLength={postLimits.location}
                value={draft.location}
                onChange={(event) => set('location', event.target.value)}
              />
              <div className="grid content-start gap-1">
                <TextField
                  id={`${id}-tags`}
                  label={t('social.dialog.tags')}
                  placeholder={t('social.dialog.tagsPlaceholder')}
                  hint={t('social.dialog.tagsHint')}
                  value={draft.tags}
                  onChange={(event) => set('tags', event.target.value)}
                />
                {tags.length > 0 && (
                  <ul aria-hidden className="mt-1 flex flex-wrap gap-1.5">
                    {tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-accent-darker"
                      >
                        #{tag}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>

            <fieldset>
              <legend className="text-sm font-medium">{t('social.dialog.rating')}</legend>
              <div className="mt-1 flex gap-1">
                {[1, 2, 3, 4, 5].map((value) => (
                  <label
                    key={value}
                    className="cursor-pointer rounded-md p-1 hover:bg-stone-100 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent"
                  >
                    <input
                      type="radio"
                      name={`${id}-rating`}
                      value={value}
                      checked={draft.rating === value}
                      onChange={() => set('rating', value)}
                      className="sr-only"
                    />
                    <Star
                      aria-hidden
                      className={`h-7 w-7 ${
                        value <= draft.rating ? 'fill-accent text-accent-dark' : 'text-stone-400'
                      }`}
                    />
                    <span className="sr-only">{t('social.dialog.star', { count: value })}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="grid items-start gap-4 sm:grid-cols-2">
              <SelectField
                id={`${id}-mood`}
                label={t('social.dialog.mood')}
                value={draft.mood}
                options={postMoods.map((mood) => [mood, t(`social.moods.${mood}`)] as const)}
                onChange={(value) => set('mood', value)}
                emptyOption={{ value: '', label: t('social.dialog.choose') }}
              />
              <SelectField
                id={`${id}-weather`}
                label={t('social.dialog.weather')}
                value={draft.weather}
                options={weatherChoices(draft.weather).map(
                  (weather) => [weather, t(`social.weathers.${weather}`)] as const,
                )}
                onChange={(value) => set('weather', value)}
                emptyOption={{ value: '', label: t('social.dialog.choose') }}
              />
            </div>

            <div className="flex items-start justify-between gap-4 rounded-lg border border-stone-200 p-3">
              <div>
                <span id={`${id}-public`} className="text-sm font-medium">
                  {t('social.dialog.visibility')}
                </span>
                <p id={`${id}-public-hint`} className="text-xs text-stone-600">
                  {draft.isPublic ? t('social.dialog.publicHint') : t('social.dialog.privateHint')}
                </p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={draft.isPublic}
                aria-labelledby={`${id}-public`}
                aria-describedby={`${id}-public-hint`}
                onClick={() => set('isPublic', !draft.isPublic)}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition ${
                  draft.isPublic ? 'bg-accent-dark' : 'bg-stone-300'
                }`}
              >
                <span
                  aria-hidden
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${
                    draft.isPublic ? 'translate-x-6' : 'translate-x-1'
                  }`}
                />
              </button>
            </div>

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
          <Dialog.Close aria-label={t('social.dialog.close')} className={dialogCloseClass} disabled={busy}>
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PhotoTile(props: { photo: PhotoItem; number: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const { photo } = props;
  return (
    <li className="grid gap-1">
      <div className="relative overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
        <img
          src={photo.preview}
          alt={t('social.dialog.photoPreview', { number: props.number })}
          className={`aspect-square w-full object-cover ${photo.status === 'added' ? '' : 'opacity-60'}`}
        />
        <button
          type="button"
          onClick={props.onRemove}
          aria-label={t('social.dialog.removePhoto', { number: props.number })}
          className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1 text-stone-700 shadow hover:bg-white"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      {photo.status === 'uploading' && (
        <p className="flex items-center gap-1.5 text-xs text-stone-700">
          <Loader2 aria-hidden className="h-3.5 w-3.5 animate-spin" />
          {t('social.dialog.photoUploading')}
        </p>
      )}
      {photo.status === 'added' && (
        <p className="flex items-center gap-1.5 text-xs font-medium text-green-800">
          <Check aria-hidden className="h-3.5 w-3.5" />
          {t('social.dialog.photoAdded')}
        </p>
      )}
      {photo.status === 'failed' && <p className="text-xs break-words text-red-800">{photo.message}</p>}
    </li>
  );
}
