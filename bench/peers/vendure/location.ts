// Where the peer is installed: outside the repository (its code is never committed).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const VENDURE_DIR = process.env.VENDURE_PEER_DIR ?? join(tmpdir(), 'bench-peers', 'vendure');
export const VENDURE_DATABASE = 'bench_vendure';
export const VENDURE_PORT = Number(process.env.VENDURE_PORT ?? 4620);
export const POPULATED_MARKER = join(VENDURE_DIR, '.populated');
