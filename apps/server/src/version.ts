// Bumped with releases; shown by /api/v1/health and the OpenAPI page.
export const appVersion = '0.1.0';
