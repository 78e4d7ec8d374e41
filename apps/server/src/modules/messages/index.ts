/** Translated interface messages served per locale. Other modules use this entry only. */
export { messagesRoutes } from './messages.routes';
