// The language list and choice rule are shared with the server, which reads Accept-Language the same way
// to decide whether a prerendered English page fits the visitor.
export { isLocale, localeStorageKey, locales, pickLocale, type Locale } from '@artvoyage/contract/locales';
