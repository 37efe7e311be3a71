export interface AppConfig {
  backend: 'memory' | 'firebase';
  /** The fixed admin e-mail list of docs/behaviour.md#the-demo, lower-cased: the demo (memory) backend's only, empty for firebase. */
  adminEmails: string[];
}
