export * from './destinations';
export * from './landmarks';
export * from './texts';
