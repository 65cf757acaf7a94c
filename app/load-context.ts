import type { Services } from '../core/container.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
