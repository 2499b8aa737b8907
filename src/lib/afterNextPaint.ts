/**
 * Runs `task` once the browser has painted the next frame, so work an interaction starts does not
 * delay the frame that answers it. In a hidden page, which paints no frames, it runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') task();
  else requestAnimationFrame(() => setTimeout(task, 0));
}
