export * from './destinations';
export * from './landmarks';
