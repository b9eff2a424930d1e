/**
 * Runs `measure`, which reads the layout, before the next paint: in a task of its own when the
 * browser runs one before that frame, so that a screen just committed is laid out apart from its
 * commit and from its paint (three shorter tasks on a phone instead of a long one), else in the
 * frame's callback, in the layout the frame makes anyway. Answers what cancels it (an effect's cleanup).
 */
export function measureBeforePaint(measure: () => void): () => void {
  let pending = true;
  const once = () => {
    if (!pending) return;
    pending = false;
    measure();
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = once;
  channel.port2.postMessage(null);
  const frame = requestAnimationFrame(once);
  return () => {
    pending = false;
    channel.port1.close();
    cancelAnimationFrame(frame);
  };
}
