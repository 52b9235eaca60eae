import { createContext, use } from 'react';

type Preload = (path: string) => void;

/** Starts loading a path's page code; main.tsx provides the router's, tests get a no-op. */
export const PreloaderContext = createContext<Preload>(() => undefined);

export const usePreloader = (): Preload => use(PreloaderContext);
