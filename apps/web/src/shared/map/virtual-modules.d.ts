/** The URL of the base map's rivers and lakes, emitted by the build (vite.config.ts, hydrographyAsset). */
declare module 'virtual:hydrography-url' {
  const url: string;
  export default url;
}
