/** The offline messages of the spec's error catalogue (section 8), word for word. */
export const offlineAuthMessage = 'Authentication not available in offline mode';
export const offlineDatabaseMessage = 'Database not available in offline mode';

/** True when the app was built without a backend (`VITE_BACKEND=off`). */
export const isOfflineBuild: boolean = import.meta.env.VITE_BACKEND === 'off';
