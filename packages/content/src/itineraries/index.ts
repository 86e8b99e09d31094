export * from './templates';
export * from './generate';
export * from './demo';
export * from './texts';
