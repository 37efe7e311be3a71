import { token } from './tokens';

export interface AppConfig {
  backend: 'memory' | 'firebase';
  /** The fixed admin e-mail list of SPEC §3, lower-cased: the demo (memory) backend's only, empty for firebase. */
  adminEmails: string[];
}

export const AppConfig = token<AppConfig>('AppConfig');
