import type { Ports } from '../ports/Ports';
import { ANSWERABLE_READS, answerKey, isAnswerable, isLiveView, type PortAnswers } from './portAnswers';

type Method = (...args: unknown[]) => unknown;

/** A copy as a page carries it: JSON's, so the browser is answered exactly what the page will hold. */
const asCarried = (value: unknown): unknown =>
  value === undefined ? null : JSON.parse(JSON.stringify(value));

/**
 * The same ports, noting each answer to an answerable read (portAnswers.ts) as it arrives: for the build, which draws a
 * page and has it carry what its first screen was answered.
 */
export const recordPortAnswers = (ports: Ports): { ports: Ports; answers: () => PortAnswers } => {
  const answers = new Map<string, unknown>();
  const note = (key: string, value: unknown) => {
    if (!answers.has(key)) answers.set(key, asCarried(value));
  };
  const record = (portName: string, port: object): object =>
    new Proxy(port, {
      get(target, name) {
        const member: unknown = Reflect.get(target, name);
        if (typeof member !== 'function') return member;
        // Bound: a port's private fields are on the port, not on this proxy.
        const method = (member as Method).bind(target);
        if (typeof name !== 'string' || !isAnswerable(portName, name)) return method;
        return (...args: unknown[]) => {
          const key = answerKey(portName, name, args);
          if (isLiveView(name)) {
            const listenerAt = args.findIndex((arg) => typeof arg === 'function');
            const listener = args[listenerAt] as Method;
            const noted = args.map((arg, index) =>
              index === listenerAt
                ? (value: unknown) => {
                    note(key, value);
                    return listener(value);
                  }
                : arg,
            );
            return method(...noted);
          }
          return (method(...args) as Promise<unknown>).then((value) => {
            note(key, value);
            return value;
          });
        };
      },
    });
  const recorded = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [
      name,
      name in ANSWERABLE_READS ? record(name, port as object) : port,
    ]),
  ) as unknown as Ports;
  return { ports: recorded, answers: () => new Map(answers) };
};
