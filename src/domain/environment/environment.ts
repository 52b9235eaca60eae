export type Environment = 'production' | 'development' | 'staging';
