/** Ports of the servers the browser tests start (see playwright.config.ts); E2E_PORT moves them all. */
export const appPort = Number(process.env.E2E_PORT ?? 3210);
/** The second app server, with a tile provider and a routing engine configured. */
export const onlineMapPort = appPort + 1;
/** The stand-ins for those outside services (fake-map-services.mjs). */
export const fakeServicesPort = appPort + 2;
