/** Text made safe for HTML content and quoted attributes: mail bodies and the development mailbox both embed it. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
