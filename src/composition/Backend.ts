import type { ServerWatch } from '../adapters/firestore/ServerAwareConnectivity';
import type { Ports, SharedPorts } from '../ports/Ports';

/** The ports a backend makes; the SharedPorts are the same whatever the backend. */
export type BackendPorts = Omit<Ports, keyof SharedPorts | 'close'>;

/** A backend as the composition root makes it: its ports and, on firebase, a watch on whether its server answers. */
export interface Backend {
  ports: BackendPorts;
  watchServer?: ServerWatch;
}
