/**
 * A value built on first use and kept. The knowledge base's derived passages take most of a second of
 * CPU to build; every process that imports the content (each server test file among them) paid it at
 * import, though only the chat reads them.
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: { readonly built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}
