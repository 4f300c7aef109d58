/** Arrow keys as a one-point shift (Shift makes it `NUDGE_LARGE`). */
export const NUDGES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const NUDGE_LARGE = 10;
