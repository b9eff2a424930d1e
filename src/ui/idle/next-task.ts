/**
 * Resolves in a task of its own, queued now (a message, not a timer: no clamping, no waiting for a
 * stopped clock): what follows the await runs apart from the task that called, two shorter tasks
 * on a phone instead of one long one, with the browser free to paint or answer an input between.
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
