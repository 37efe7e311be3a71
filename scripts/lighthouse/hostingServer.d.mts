import type { Server } from 'node:http';

export interface HostingConfig {
  rewrites?: Array<{ source: string; destination: string }>;
  headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}
export function globToRegExp(glob: string): RegExp;
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function startHostingServer(publicDir: string, hosting: HostingConfig, port: number): Promise<Server>;
