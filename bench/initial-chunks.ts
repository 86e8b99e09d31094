export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The JS files a page loads before it can render: the given chunks and their static imports, and the
 * entry's own dynamic imports (main.tsx imports the app that way, at once or after the first paint).
 */
export function initialChunks(manifest: ViteManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.isEntry) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
