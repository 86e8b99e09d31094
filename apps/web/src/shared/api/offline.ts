/** The offline messages, word for word (see docs/product/accounts.md). */
export const offlineAuthMessage = 'Authentication not available in offline mode';
export const offlineDatabaseMessage = 'Database not available in offline mode';

/** True when the app was built without a backend (`VITE_BACKEND=off`). */
export const isOfflineBuild: boolean = import.meta.env.VITE_BACKEND === 'off';
