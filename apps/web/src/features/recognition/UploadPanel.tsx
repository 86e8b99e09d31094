import { Camera, ImageOff, ImagePlus, Loader2, ScanSearch, Upload, X, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import type { ChosenImage, Preview as PreviewState } from './useRecognition';

// Like the outline buttons, with less padding so that the translated labels fit side by side on a phone.
const pickerClass =
  'inline-flex cursor-pointer items-center justify-center gap-2 rounded-full border border-ink/30 bg-white px-3 py-2.5 text-center text-sm font-semibold text-ink transition hover:bg-stone-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/** The photo: Select File or Camera (any image; the hint says JPG, PNG, WEBP), preview, Recognize. */
export function UploadPanel(props: {
  image: ChosenImage | null;
  preview: PreviewState | null;
  analyzing: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onAnalyze: () => void;
}) {
  const { image, analyzing } = props;
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // The remove button goes with the photo: focus moves to where the next one is chosen.
  const remove = () => {
    props.onRemove();
    fileInput.current?.focus();
  };

  const picked = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after removing it.
    event.target.value = '';
    if (file) props.onChoose(file);
  };

  const dropped = (event: React.DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) props.onChoose(file);
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('recognition.upload.heading')}
      </h2>

      <div
        className={`mt-4 overflow-hidden rounded-xl transition ${
          dragging ? 'ring-3 ring-accent ring-offset-2' : ''
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
      >
        {image ? (
          <Preview image={image} preview={props.preview ?? { state: 'preparing' }} onRemove={remove} />
        ) : (
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 p-6 text-center text-stone-600">
            <ImagePlus aria-hidden className="h-10 w-10 text-accent-dark" />
            <p className="font-medium">{t('recognition.upload.empty')}</p>
          </div>
        )}
      </div>

      <div className="mt-4 grid grid-cols-2 gap-3">
        <PhotoPicker
          Icon={Upload}
          label={t('recognition.upload.selectFile')}
          name="photo"
          inputRef={fileInput}
          hintId={`${id}-hint`}
          onPick={picked}
        />
        <PhotoPicker
          Icon={Camera}
          label={t('recognition.upload.camera')}
          name="camera-photo"
          capture="environment"
          hintId={`${id}-hint`}
          onPick={picked}
        />
      </div>
      <p id={`${id}-hint`} className="mt-2 text-center text-sm text-stone-600">
        {t('recognition.upload.hint')}
      </p>

      {image && (
        <button
          type="button"
          className={`${buttonClass.accent} mt-4 min-h-12 w-full`}
          disabled={analyzing}
          onClick={props.onAnalyze}
        >
          {analyzing ? (
            <Loader2 aria-hidden className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <ScanSearch aria-hidden className="h-5 w-5" />
          )}
          {analyzing ? t('recognition.upload.analyzing') : t('recognition.upload.recognize')}
        </button>
      )}

      <p className="mt-4 text-xs leading-relaxed text-stone-600">{t('recognition.upload.privacy')}</p>
    </section>
  );
}

/** One way to pick the photo (a file, or the camera): a button-like label around a hidden file input. */
function PhotoPicker(props: {
  Icon: LucideIcon;
  label: string;
  name: string;
  /** The camera to open on a phone, for the camera picker. */
  capture?: 'environment';
  inputRef?: Ref<HTMLInputElement>;
  hintId: string;
  onPick: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const { Icon } = props;
  return (
    <label className={pickerClass}>
      <Icon aria-hidden className="h-4 w-4" />
      {props.label}
      <input
        ref={props.inputRef}
        type="file"
        name={props.name}
        accept="image/*"
        capture={props.capture}
        className="sr-only"
        aria-describedby={props.hintId}
        onChange={props.onPick}
      />
    </label>
  );
}

/**
 * The chosen photo (upright, as it will be sent) with its remove button; a file the browser cannot
 * decode (HEIC on most browsers) is named instead of showing a broken image.
 */
function Preview(props: { image: ChosenImage; preview: PreviewState; onRemove: () => void }) {
  const { image, preview } = props;
  const { t } = useTranslation();
  const [broken, setBroken] = useState<string | null>(null);
  const url = preview.state === 'ready' && broken !== preview.url ? preview.url : null;
  return (
    <div className="relative rounded-xl bg-stone-100">
      {url ? (
        <img
          src={url}
          alt={t('recognition.upload.previewAlt')}
          className="mx-auto max-h-[22rem] w-full object-contain"
          onError={() => setBroken(url)}
        />
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 p-6 text-center text-stone-700">
          {preview.state === 'preparing' ? (
            <>
              <Loader2
                aria-hidden
                className="h-8 w-8 animate-spin text-accent-dark motion-reduce:animate-none"
              />
              <p className="font-medium">{t('recognition.upload.preparing')}</p>
            </>
          ) : (
            <>
              <ImageOff aria-hidden className="h-10 w-10 text-stone-500" />
              <p className="font-medium">{t('recognition.upload.noPreview')}</p>
            </>
          )}
          <p className="max-w-full truncate text-sm">{image.file.name}</p>
        </div>
      )}
      <button
        type="button"
        onClick={props.onRemove}
        aria-label={t('recognition.upload.remove')}
        title={t('recognition.upload.remove')}
        className="absolute top-2 right-2 inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink/80 text-white shadow hover:bg-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
    </div>
  );
}
