/**
 * Runs `run` once the browser has painted the frame in hand: a tap's own answer (a busy button, an
 * open panel) shows first, and the work it starts (building a request, `fetch`) waits one frame
 * instead of delaying that paint (on a slowed phone, building the request ate a good share of a
 * tap's 100 ms goal). A tab that paints no frames (hidden) runs it after 100 ms all the same.
 * Returns a way to cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(once, 0);
  });
  timer = setTimeout(once, 100);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  return () => {
    done = true;
    cancel();
  };
}
