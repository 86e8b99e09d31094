import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineBuild } from '@/shared/api/http';
import { accessToken } from '@/shared/auth/access-token';
import { useAuth } from '@/shared/auth/auth-context';
import { readAsDataUrl } from '@/shared/media/read-as-data-url';
import { scaleToJpeg } from './photo-prepare';
import { confirmOnServer, recognisePhoto } from './recognition-api';
import {
  type BuiltResultTexts,
  failureOutcome,
  newRecognitionId,
  offlineRecognition,
  recognitionFileName,
  unavailableRecognition,
} from './recognition-logic';
import { initialRecognitionState, type RecognitionState, recognitionReducer } from './recognition-state';

/**
 * The chosen photo. It is decoded, turned upright and scaled down as soon as it is chosen (`photo`;
 * null when this browser cannot decode it, and then the file goes as it is).
 */
export interface ChosenImage {
  file: File;
  photo: Promise<Blob | null>;
}

/** The preview: still being prepared, an object URL of the upright photo, or none (undecodable file). */
export type Preview = { state: 'preparing' } | { state: 'ready'; url: string } | { state: 'none' };

/** Saving the visitor's choice among the possible matches (signed-in users only; visitors' is local). */
export type Confirmation =
  { state: 'idle' } | { state: 'saving' } | { state: 'failed'; message: string | null };

export interface UseRecognition {
  state: RecognitionState<ChosenImage>;
  preview: Preview | null;
  choose: (file: File) => void;
  remove: () => void;
  analyze: () => void;
  /** The photo shows this possible match. */
  confirm: (candidateId: string) => void;
  confirmation: Confirmation;
}

/**
 * The screen's state and its one call. Choosing or removing a photo cancels an analysis under way;
 * the photo stays in this page (object URLs are revoked when it goes) and is never kept.
 */
export function useRecognition(): UseRecognition {
  const { t } = useTranslation();
  const signedIn = useAuth().status === 'signed-in';
  const [state, dispatch] = useReducer(recognitionReducer<ChosenImage>, initialRecognitionState);
  const [preview, setPreview] = useState<{ image: ChosenImage; preview: Preview } | null>(null);
  const image = useRef<ChosenImage | null>(null);
  const previewUrl = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'idle' });

  const cancel = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
  }, []);

  const release = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    image.current = null;
  }, []);

  useEffect(
    () => () => {
      cancel();
      release();
    },
    [cancel, release],
  );

  const choose = useCallback(
    (file: File) => {
      cancel();
      release();
      const chosen: ChosenImage = { file, photo: scaleToJpeg(file).catch(() => null) };
      image.current = chosen;
      dispatch({ type: 'choose', image: chosen });
      setConfirmation({ state: 'idle' });
      setPreview({ image: chosen, preview: { state: 'preparing' } });
      void chosen.photo.then((photo) => {
        // Another photo (or none) was chosen meanwhile.
        if (image.current !== chosen) return;
        if (!photo) {
          setPreview({ image: chosen, preview: { state: 'none' } });
          return;
        }
        previewUrl.current = URL.createObjectURL(photo);
        setPreview({ image: chosen, preview: { state: 'ready', url: previewUrl.current } });
      });
    },
    [cancel, release],
  );

  const remove = useCallback(() => {
    cancel();
    release();
    dispatch({ type: 'remove' });
    setConfirmation({ state: 'idle' });
    setPreview(null);
  }, [cancel, release]);

  const texts = useCallback(
    (kind: 'unavailable' | 'offline'): BuiltResultTexts => ({
      name: t(`recognition.${kind}.name`),
      location: t(`recognition.${kind}.location`),
      description: t(`recognition.${kind}.description`),
      culturalContext: t(`recognition.${kind}.culturalContext`),
      suggestions:
        kind === 'offline'
          ? [t('recognition.offline.explore')]
          : [t('recognition.unavailable.checkConnection'), t('recognition.unavailable.tryLater')],
    }),
    [t],
  );

  const analyze = useCallback(() => {
    const chosen = image.current;
    if (!chosen || pending.current) return;
    dispatch({ type: 'start' });
    setConfirmation({ state: 'idle' });
    if (isOfflineBuild) {
      dispatch({
        type: 'succeed',
        recognition: offlineRecognition(texts('offline')),
        id: newRecognitionId(),
      });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    void (async () => {
      try {
        const imageData = await readAsDataUrl((await chosen.photo) ?? chosen.file);
        if (controller.signal.aborted) return;
        // Signed in, the server records a recognised photo so it can earn XP; a visitor's is not.
        const token = signedIn ? await accessToken().catch(() => null) : null;
        const { recognition, recordedId } = await recognisePhoto(
          { imageData, fileName: recognitionFileName(Date.now()) },
          controller.signal,
          token,
        );
        if (controller.signal.aborted) return;
        dispatch({ type: 'succeed', recognition, id: newRecognitionId(), recordedId });
      } catch (error) {
        if (controller.signal.aborted) return;
        const outcome = failureOutcome(error);
        if (outcome.kind === 'unavailable') {
          console.warn('Photo recognition: the server cannot be reached', error);
          dispatch({
            type: 'succeed',
            recognition: unavailableRecognition(texts('unavailable')),
            id: newRecognitionId(),
          });
        } else {
          console.warn('Photo recognition failed', error);
          dispatch({ type: 'fail', message: outcome.message });
        }
      } finally {
        if (pending.current === controller) pending.current = null;
      }
    })();
  }, [texts, signedIn]);

  const { phase } = state;
  const recordedId = phase.kind === 'result' ? (phase.recordedId ?? null) : null;
  const confirm = useCallback(
    (candidateId: string) => {
      // A visitor's photo was not recorded: their choice only changes what this page shows.
      if (!recordedId || !signedIn) {
        dispatch({ type: 'confirm', candidateId });
        return;
      }
      setConfirmation({ state: 'saving' });
      void (async () => {
        try {
          await confirmOnServer(recordedId, candidateId, await accessToken());
          dispatch({ type: 'confirm', candidateId });
          setConfirmation({ state: 'idle' });
        } catch (error) {
          console.warn('The confirmation could not be saved', error);
          const outcome = failureOutcome(error);
          setConfirmation({ state: 'failed', message: outcome.kind === 'message' ? outcome.message : null });
        }
      })();
    },
    [recordedId, signedIn],
  );

  return {
    state,
    preview: preview && preview.image === state.image ? preview.preview : null,
    choose,
    remove,
    analyze,
    confirm,
    confirmation,
  };
}
