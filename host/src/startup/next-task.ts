// A message, unlike a timer, is not slowed down in a background tab. The channel is kept here: one
// nobody holds can be collected before its message arrives.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** Ends the current task: what follows runs in a new one, so a phone's main thread is not held long. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
