import type { Post } from '@artvoyage/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { refreshXp } from '@/shared/gamification/xp-queries';
import { showToast } from '@/shared/ui/toast-store';
import { failureMessage } from './errors';
import { toggledLike } from './like-state';
import { deletePost } from './api/delete-post';
import { setLiked } from './api/like-post';
import type { Feed } from './useFeed';

/**
 * What a post's buttons do: like (shown at once, the server's count kept when it answers, undone if it
 * refuses; a visitor is asked to sign in first) and, for its author, delete after confirmation.
 */
export function usePostActions(post: Post, feed: Feed) {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const likeRequest = useRef(0);

  async function toggleLike() {
    if (auth.status !== 'signed-in') {
      openAuthDialog('signIn', 'like');
      return;
    }
    const before = { liked_by_user: post.liked_by_user, likes_count: post.likes_count };
    const shown = toggledLike(before);
    const request = ++likeRequest.current;
    feed.update(post.id, (current) => ({ ...current, ...shown }));
    try {
      const state = await setLiked(post.id, shown.liked_by_user);
      // Only the answer to the latest click counts; it carries everyone's likes.
      if (request === likeRequest.current) feed.update(post.id, (current) => ({ ...current, ...state }));
    } catch (error) {
      if (request !== likeRequest.current) return;
      feed.update(post.id, (current) => ({ ...current, ...before }));
      showToast({
        title: t('social.errorTitle'),
        description: t('social.likeError', { message: failureMessage(error) }),
        variant: 'destructive',
      });
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deletePost(post.id);
      setConfirmOpen(false);
      feed.remove(post.id);
      // The server took back the post's XP and any challenge it completed: every screen reads it again.
      void refreshXp(queryClient);
      showToast({ title: t('social.deleted'), description: t('social.deletedText') });
    } catch (error) {
      setDeleting(false);
      setConfirmOpen(false);
      showToast({
        title: t('social.errorTitle'),
        description: failureMessage(error),
        variant: 'destructive',
      });
    }
  }

  return {
    own: auth.user !== null && auth.user.id === post.user_id,
    toggleLike,
    remove,
    deleting,
    confirmOpen,
    /** Opens or closes the delete confirmation; it stays open while the post is being deleted. */
    setConfirmOpen: (open: boolean) => {
      if (!deleting) setConfirmOpen(open);
    },
  };
}
