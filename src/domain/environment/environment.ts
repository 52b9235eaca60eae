export type Environment = 'production' | 'development' | 'staging';

export type EnvironmentError = { readonly kind: 'unknown-environment'; readonly value: string };
