/** Text made safe inside an HTML element or a quoted attribute: & < > " ' become numeric references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
