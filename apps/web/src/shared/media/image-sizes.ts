/**
 * The `sizes` of the app's responsive images, in one place so the offline pre-warm
 * (`shared/offline/prewarm-plan.ts`) fetches the widths the pages will ask for, and the server's
 * `<link rel="preload">` of a page's main image (apps/server/src/modules/spa) names the same file the
 * page takes. Defined in the contract's constants, which the server shares.
 */
export { imageSizes } from '@artvoyage/contract/constants';
