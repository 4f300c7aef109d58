/**
 * Resolves in a task of its own, letting the browser draw, handle input and run what else is
 * queued first: a message to a channel of this page, which a background tab does not hold back
 * as it does timers.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
