/**
 * Lets the browser run what is waiting (input, paint) before the caller goes on, ending the current task. Start-up
 * work split this way runs as several short tasks instead of one long one that a phone cannot interrupt.
 * Uses scheduler.yield where the browser has it (the rest of the work keeps its place in the queue), else a
 * macrotask through MessageChannel, which, unlike setTimeout(0), is not clamped.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
};
