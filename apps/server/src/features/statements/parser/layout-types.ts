/** A word on a page, in top-down page units (points): x grows right, y (the baseline) grows down. */
export interface Word {
  text: string;
  x0: number;
  x1: number;
  y: number;
  /** Font height. */
  h: number;
  page: number;
}

/** Words that share a baseline, left to right. */
export interface Line {
  page: number;
  y: number;
  h: number;
  words: Word[];
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  words: Word[];
  /** Degrees (clockwise) the page was turned beyond its /Rotate to read its text upright: 0 for most pages. */
  turn: number;
}
