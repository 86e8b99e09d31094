import type { Itinerary } from '@artvoyage/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n';
import type { ItineraryDetails } from '@/shared/itineraries/itinerary-store';
import { itineraryManager, sendToAccount } from '@/shared/itineraries/manage-itinerary';
import { useSyncStatus } from '@/shared/itineraries/sync-status';
import { getItineraryStore, notifyItinerariesChanged } from '@/shared/itineraries/useItineraries';
import { showToast } from '@/shared/ui/toast-store';

/** Name and dates, and deleting with Undo, for the list's cards and the open itinerary. */
export interface ItineraryActions {
  saveDetails: (itinerary: Itinerary, details: ItineraryDetails) => void;
  remove: (itinerary: Itinerary) => void;
}

/**
 * The changes My Itineraries makes to saved itineraries, each confirmed (or explained) by a toast; a
 * deletion can be undone from its toast. Signed in, each change is also sent to the account.
 */
export function useItineraryActions(): ItineraryActions {
  const { t } = useTranslation();
  // Account sync runs (its status is not idle) exactly while someone is signed in.
  const signedIn = useSyncStatus().state !== 'idle';

  return useMemo((): ItineraryActions => {
    const failed = (error: unknown) =>
      showToast({
        title: t('itineraries.errorTitle'),
        description: errorText(error, String(error)),
        variant: 'destructive',
      });
    const manager = itineraryManager(
      getItineraryStore,
      signedIn ? sendToAccount : null,
      notifyItinerariesChanged,
      failed,
    );
    return {
      saveDetails: (itinerary, details) => {
        try {
          const updated = manager.setDetails(itinerary.id, details);
          if (updated) showToast({ title: t('itineraries.detailsSavedTitle'), description: updated.name });
        } catch (error) {
          failed(error);
        }
      },
      remove: (itinerary) => {
        const name = itinerary.name;
        let taken;
        try {
          taken = manager.remove(itinerary.id);
        } catch (error) {
          failed(error);
          return;
        }
        if (!taken) return;
        const deleted = taken;
        showToast({
          title: t('itineraries.deletedTitle'),
          description: t('itineraries.deletedText', { name }),
          action: {
            label: t('itineraries.undo'),
            altText: t('itineraries.undoDelete', { name }),
            run: () => {
              try {
                manager.restore(deleted);
                showToast({
                  title: t('itineraries.restoredTitle'),
                  description: t('itineraries.restoredText', { name }),
                });
              } catch (error) {
                failed(error);
              }
            },
          },
        });
      },
    };
  }, [signedIn, t]);
}
