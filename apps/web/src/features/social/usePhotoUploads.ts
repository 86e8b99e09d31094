import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineBuild } from '@/shared/api/http';
import { readAsDataUrl } from '@/shared/media/read-as-data-url';
import { failureMessage } from './errors';
import { checkPhotoFile, uploadFileName } from './photo-file';
import { type DraftForm, postLimits, toPostDraft, uploadPostData } from './post-draft';
import { uploadPhoto } from './api/upload-photo';

/** A photo of the draft: chosen and uploading, added (the server's URL), or refused by the server. */
export interface PhotoItem {
  key: number;
  preview: string;
  status: 'uploading' | 'added' | 'failed';
  url?: string;
  message?: string;
}

export interface PhotoUploads {
  photos: PhotoItem[];
  /** Why the last file chosen was not taken (wrong type, too large, too many, offline); null if none. */
  problem: string | null;
  /** What the status line says: uploading, added, or why an upload failed. */
  announcement: string;
  uploading: boolean;
  /** The addresses of the photos the server took, in order: what the post carries. */
  addedUrls: () => string[];
  /** Checks `file` and uploads it with the draft's metadata. */
  add: (file: File, draft: DraftForm) => Promise<void>;
  remove: (photo: PhotoItem) => void;
}

/**
 * The photos of a post being written: each chosen file is checked, previewed at once and uploaded; a
 * post being edited starts with its own. Leaving the dialog stops its uploads and frees the previews.
 */
export function usePhotoUploads(initialUrls: readonly string[]): PhotoUploads {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    initialUrls.map((url, index) => ({ key: -index - 1, preview: url, url, status: 'added' })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(1);
  const objectUrls = useRef(new Set<string>());
  const uploads = useRef(new AbortController());

  useEffect(() => {
    const urls = objectUrls.current;
    const controller = uploads.current;
    return () => {
      controller.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  function change(key: number, changes: Partial<PhotoItem>) {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));
  }

  /** The reason a file cannot be added, or null when it can. */
  function refusal(file: File): string | null {
    if (isOfflineBuild) return t('social.dialog.photoOffline');
    if (photos.length >= postLimits.images) return t('social.dialog.photoLimit');
    const found = checkPhotoFile(file);
    if (!found) return null;
    if (found.kind === 'size') return t('social.dialog.photoTooLarge', { size: found.megabytes });
    return found.kind === 'type' ? t('social.dialog.photoWrongType') : t('social.dialog.photoEmpty');
  }

  async function add(file: File, draft: DraftForm) {
    setProblem(null);
    const refused = refusal(file);
    if (refused) {
      setProblem(refused);
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
      change(key, { status: 'added', url: uploaded.publicUrl });
      setAnnouncement(t('social.dialog.photoAddedStatus'));
    } catch (error) {
      if (uploads.current.signal.aborted) return;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      const message = offline
        ? t('social.dialog.photoOffline')
        : t('social.dialog.photoFailed', { message: failureMessage(error) });
      change(key, { status: 'failed', message });
      setAnnouncement(message);
    }
  }

  function remove(photo: PhotoItem) {
    setPhotos((list) => list.filter((item) => item.key !== photo.key));
    if (objectUrls.current.delete(photo.preview)) URL.revokeObjectURL(photo.preview);
  }

  return {
    photos,
    problem,
    announcement,
    uploading: photos.some((photo) => photo.status === 'uploading'),
    addedUrls: () => photos.flatMap((photo) => (photo.status === 'added' && photo.url ? [photo.url] : [])),
    add,
    remove,
  };
}
