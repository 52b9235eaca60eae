export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
