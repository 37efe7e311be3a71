import { token } from './tokens';

export interface AppConfig {
  backend: 'memory' | 'firebase';
  /** The fixed admin e-mail list of SPEC §3, lower-cased. */
  adminEmails: string[];
}

export const AppConfig = token<AppConfig>('AppConfig');
