/**
 * A laid-out page in points (1/72 in), drawn by two renderers: raster.ts (sharp, for images and
 * scanned PDFs) and pdf.ts (pdf-lib, for text PDFs). `y` is the top of a text line's box.
 */
import type { FontKey } from './fonts.ts';

export interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  font: FontKey;
  size: number;
  color: string;
}
export interface LineItem {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
}
export interface RectItem {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string | null;
  stroke: string | null;
  width: number;
}
/** A rubber stamp: a ring or box of ink with lines of text, turned and inked unevenly. */
export interface StampItem {
  kind: 'stamp';
  cx: number;
  cy: number;
  w: number;
  h: number;
  shape: 'round' | 'box';
  lines: string[];
  color: string;
  degrees: number;
}
export type PageItem = TextItem | LineItem | RectItem | StampItem;

export interface Page {
  width: number;
  height: number;
  paper: string;
  items: PageItem[];
}

export const A4 = { width: 595, height: 842 };
export const A5 = { width: 420, height: 595 };
