/**
 * The one Node API the renderer uses, declared here: the web app's project has the browser's types only, and
 * Node's whole set would let browser code use `process` or `Buffer` unnoticed.
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
    disable(): void;
  }
}
