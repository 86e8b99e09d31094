/*
 * The itinerary store's errors and the rule that maps a failure to one (the failure policy is written
 * out in itinerary-store.ts).
 */

export const itineraryStoreMessages = {
  load: 'Error loading itineraries',
  create: 'Error creating itinerary',
  update: 'Error updating itinerary',
  editActivity: 'Error editing activity',
  addActivity: 'Error adding activity',
  deleteActivity: 'Failed to delete activity',
  clear: 'Error clearing itineraries',
  seed: 'Error initializing sample data',
  save: 'Failed to save data',
} as const;

/** A write to storage failed (quota exceeded, storage disabled...). */
export class StorageWriteError extends Error {
  override name = 'StorageWriteError';
  constructor(cause: unknown) {
    super(itineraryStoreMessages.save, { cause });
  }
}

/** An operation failed for a reason other than a failed write; `message` is the operation's own message. */
export class ItineraryStoreError extends Error {
  override name = 'ItineraryStoreError';
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

/**
 * Runs `action`, turning any failure into an ItineraryStoreError with the operation's message;
 * a failed write passes through unchanged unless `wrapWriteErrors`.
 */
export function guard<T>(message: string, action: () => T, wrapWriteErrors = false): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof StorageWriteError && !wrapWriteErrors) throw error;
    if (error instanceof ItineraryStoreError) throw error;
    throw new ItineraryStoreError(message, error);
  }
}
