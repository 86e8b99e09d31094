import { Check, ImagePlus, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { photoAccept } from './photo-file';
import type { PhotoItem, PhotoUploads } from './usePhotoUploads';

// An outline button, drawn by the label that holds the visually hidden file input; the ring shows
// when that input has the keyboard focus.
const photoPickerClass =
  'relative inline-flex cursor-pointer items-center justify-center gap-2 justify-self-start rounded-full border border-ink/30 bg-white px-4 py-2 text-sm font-semibold text-ink transition hover:bg-stone-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/** The post's photos: the button that adds one, what went wrong with the last choice, and the tiles. */
export function PhotoPicker(props: { id: string; uploads: PhotoUploads; onChoose: (file: File) => void }) {
  const { t } = useTranslation();
  const { id, uploads } = props;
  const { photos, problem } = uploads;
  return (
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
          aria-describedby={`${id}-photo-hint${problem ? ` ${id}-photo-problem` : ''}`}
          className="sr-only"
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // The same file can be chosen again after a failure.
            input.value = '';
            if (file) props.onChoose(file);
          }}
        />
      </label>
      <p id={`${id}-photo-hint`} className="text-xs text-stone-600">
        {t('social.dialog.photoHint')}
      </p>
      {problem && (
        <p id={`${id}-photo-problem`} role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <p role="status" className="sr-only">
        {uploads.announcement}
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              number={index + 1}
              onRemove={() => uploads.remove(photo)}
            />
          ))}
        </ul>
      )}
    </div>
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
