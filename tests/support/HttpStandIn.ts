import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A local HTTP server on `port` standing in for a provider's API the tests cannot reach, answering with `answer`. */
export abstract class HttpStandIn {
  private server: Server | null = null;

  constructor(readonly port: number) {}

  protected abstract answer(request: IncomingMessage, response: ServerResponse): Promise<void>;

  start(): Promise<void> {
    const server = createServer((request, response) => void this.answer(request, response));
    this.server = server;
    return new Promise((done) => server.listen(this.port, '127.0.0.1', done));
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((done) => (server ? server.close(() => done()) : done()));
  }
}
