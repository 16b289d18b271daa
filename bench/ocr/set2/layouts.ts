/**
 * Set 2's page layouts, none of them set 1's: a letterhead with a column table (medicine | dose |
 * frequency | duration), a two-column page (notes left, Rx right, two lines per medicine), an A5 pad
 * filled in by pen, and a hospital OPD slip with a full grid. Headers mix Hindi and English.
 */
import type { Prescription, WrittenMedicine } from './content.ts';
import { faceFor, textWidth, type FontKey } from './fonts.ts';
import { A4, A5, type Page, type PageItem } from './page.ts';
import type { Rng } from './random.ts';

export const LAYOUTS = ['letterhead-table', 'two-column', 'pen-pad', 'opd-grid'] as const;
export type Layout = (typeof LAYOUTS)[number];

class Sheet {
  readonly items: PageItem[] = [];
  constructor(readonly size: { width: number; height: number }) {}
  text(x: number, y: number, text: string, font: FontKey, size: number, color = '#151515'): number {
    this.items.push({ kind: 'text', x, y, text, font, size, color });
    return textWidth(faceFor(font, text), text, size);
  }
  right(xRight: number, y: number, text: string, font: FontKey, size: number, color?: string) {
    this.text(xRight - textWidth(faceFor(font, text), text, size), y, text, font, size, color);
  }
  line(x1: number, y1: number, x2: number, y2: number, width = 0.8, color = '#333333') {
    this.items.push({ kind: 'line', x1, y1, x2, y2, width, color });
  }
  rect(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null = null, width = 0.8) {
    this.items.push({ kind: 'rect', x, y, w, h, fill, stroke, width });
  }
  page(paper: string): Page {
    return { ...this.size, paper, items: this.items };
  }
}

/** Words of `text` in lines no wider than `width`. */
function wrap(text: string, font: FontKey, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(faceFor(font, next), next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

interface Style {
  print: FontKey;
  bold: FontKey;
  accent: string;
  ink: string;
  paper: string;
}
function pickStyle(rng: Rng): Style {
  const print = rng.pick<FontKey>(['sans', 'roboto', 'sans', 'mono']);
  return {
    print,
    bold: print === 'roboto' ? 'robotoBold' : print === 'mono' ? 'mono' : 'sansBold',
    accent: rng.pick(['#0d3c8c', '#8b1a1a', '#1b5e20', '#4a148c']),
    ink: rng.pick(['#111111', '#1c2a7a', '#202020']),
    paper: rng.pick(['#ffffff', '#fbf8ef', '#f4f6fa']),
  };
}

const regLine = (rx: Prescription, rng: Rng) =>
  `${rng.pick(['Reg. No.', 'Regd. No.', 'Reg No:', 'Registration No.'])} ${rx.doctor.registration}`;
const patientName = (rx: Prescription) => (rx.patient.honorific ? `${rx.patient.honorific} ${rx.patient.name}` : rx.patient.name);

function letterhead(sheet: Sheet, rx: Prescription, style: Style, rng: Rng, top: number, margin: number): number {
  const { width } = sheet.size;
  const hindiFirst = rng.chance(0.5);
  const [first, second] = hindiFirst ? [rx.clinic.hindi, rx.clinic.english] : [rx.clinic.english, rx.clinic.hindi];
  sheet.text(margin, top, first, style.bold, 17, style.accent);
  sheet.text(margin, top + 24, second, hindiFirst ? style.bold : 'devaBold', 12, style.accent);
  sheet.text(margin, top + 44, `${rx.doctor.name}  ${rx.doctor.degrees}`, style.bold, 9.5);
  sheet.text(margin, top + 58, rx.doctor.speciality, style.print, 8.5);
  sheet.right(width - margin, top + 4, regLine(rx, rng), style.print, 8.5);
  sheet.right(width - margin, top + 18, rx.clinic.phone, style.print, 8.5);
  sheet.right(width - margin, top + 32, rx.clinic.timings, style.print, 8.5);
  sheet.right(width - margin, top + 46, rx.clinic.address, style.print, 8);
  sheet.rect(margin, top + 74, width - 2 * margin, 2.5, style.accent);
  return top + 84;
}

function stamp(sheet: Sheet, rx: Prescription, rng: Rng, cx: number, cy: number) {
  const round = rng.chance(0.5);
  sheet.items.push({
    kind: 'stamp',
    cx,
    cy,
    w: round ? 118 : 150,
    h: round ? 118 : 62,
    shape: round ? 'round' : 'box',
    lines: round
      ? [rx.doctor.name.toUpperCase(), rx.doctor.degrees.split(',')[0]!, rx.doctor.registration]
      : [rx.doctor.name, rx.doctor.degrees, `Reg. ${rx.doctor.registration}`],
    color: rng.pick(['#3b2bb3', '#5b2a86', '#1f3fa6', '#a3202a']),
    degrees: rng.between(-25, 25),
  });
}

function signature(sheet: Sheet, rx: Prescription, style: Style, rng: Rng, y: number, margin: number) {
  const x = sheet.size.width - margin - 160;
  sheet.text(x + 10, y, rng.pick(['Sd/-', '~~ signed ~~', 'A. M.']), 'pen', 13, style.ink);
  sheet.line(x, y + 22, x + 160, y + 22, 0.6);
  sheet.text(x, y + 26, rx.doctor.name, style.bold, 9);
  sheet.text(x, y + 39, regLine(rx, rng), style.print, 8.5);
  if (rng.chance(0.85)) stamp(sheet, rx, rng, x + rng.between(20, 110), y + rng.between(-5, 30));
}

function notesBlock(sheet: Sheet, rx: Prescription, style: Style, x: number, y: number, width: number, size: number): number {
  const write = (text: string, font = style.print) => {
    for (const line of wrap(text, font, size, width)) {
      sheet.text(x, y, line, font, size);
      y += size * 1.55;
    }
  };
  if (rx.advice.length) {
    write('Advice / सलाह:', style.bold);
    for (const line of rx.advice) write(`- ${line}`);
  }
  if (rx.tests.length) write(`Investigations: ${rx.tests.join('; ')}`);
  write(rx.followUp);
  return y;
}

const cellName = (m: WrittenMedicine) => `${m.form} ${m.name}`;
const times = (duration: string) => (!duration ? '' : duration.startsWith('for') ? duration : `x ${duration}`);

function letterheadTable(rx: Prescription, rng: Rng, style: Style): Page {
  const sheet = new Sheet(A4);
  const margin = 38;
  let y = letterhead(sheet, rx, style, rng, 34, margin);
  const labelHindi = rng.chance(0.5);
  sheet.text(margin, y, `${labelHindi ? 'नाम / Name' : 'Patient Name'}: ${patientName(rx)}`, style.print, 10);
  sheet.text(margin + 270, y, `${labelHindi ? 'आयु / Age' : 'Age/Sex'}: ${rx.patient.line}`, style.print, 10);
  sheet.right(A4.width - margin, y, `${labelHindi ? 'दिनांक / Date' : 'Date'}: ${rx.date}`, style.print, 10);
  y += 22;
  sheet.text(margin, y, rx.vitals.join('    '), style.print, 9);
  y += 18;
  for (const line of rx.complaints) {
    sheet.text(margin, y, line, style.print, 9.5);
    y += 15;
  }
  sheet.text(margin, y, `Diagnosis: ${rx.diagnosis}`, style.print, 9.5);
  y += 24;
  sheet.text(margin, y, 'Rx', style.bold, 20, style.accent);
  y += 32;
  const withInstructions = rng.chance(0.6);
  const hindiHeads = rng.chance(0.6);
  const columns = [
    { head: '#', hi: '', width: 22, cell: (_m: WrittenMedicine, i: number) => `${i + 1}` },
    { head: 'Medicine', hi: 'दवा', width: withInstructions ? 180 : 220, cell: (m: WrittenMedicine) => cellName(m) },
    { head: 'Dose', hi: 'खुराक', width: 58, cell: (m: WrittenMedicine) => m.dose },
    { head: 'Frequency', hi: 'कब लें', width: 95, cell: (m: WrittenMedicine) => m.frequency },
    { head: 'Duration', hi: 'अवधि', width: 72, cell: (m: WrittenMedicine) => m.duration || '-' },
    ...(withInstructions ? [{ head: 'Instructions', hi: 'निर्देश', width: 92, cell: (m: WrittenMedicine) => m.instructions }] : []),
  ];
  const grid = rng.chance(0.5);
  const tableWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const size = 9.5;
  const headHeight = hindiHeads ? 34 : 20;
  sheet.rect(margin, y, tableWidth, headHeight, '#e6e9ef', grid ? '#444444' : null);
  let x = margin;
  for (const column of columns) {
    sheet.text(x + 4, y + 4, column.head, style.bold, 9);
    if (hindiHeads && column.hi) sheet.text(x + 4, y + 17, column.hi, 'devaBold', 8.5);
    x += column.width;
  }
  const tableTop = y;
  y += headHeight;
  for (const [index, medicine] of rx.medicines.entries()) {
    const cells = columns.map((column) => wrap(column.cell(medicine, index), style.print, size, column.width - 8));
    const rowHeight = Math.max(...cells.map((lines) => lines.length)) * size * 1.4 + 9;
    x = margin;
    cells.forEach((lines, c) => {
      lines.forEach((line, l) => sheet.text(x + 4, y + 5 + l * size * 1.4, line, style.print, size, style.ink));
      x += columns[c]!.width;
    });
    y += rowHeight;
    sheet.line(margin, y, margin + tableWidth, y, grid ? 0.8 : 0.4, grid ? '#444444' : '#9a9a9a');
  }
  if (grid) {
    x = margin;
    for (const column of [...columns, null]) {
      sheet.line(x, tableTop, x, y, 0.8, '#444444');
      x += column?.width ?? 0;
    }
  }
  y = notesBlock(sheet, rx, style, margin, y + 22, A4.width - 2 * margin - 180, 9.5);
  signature(sheet, rx, style, rng, Math.max(y + 10, 660), margin);
  return sheet.page(style.paper);
}

function twoColumn(rx: Prescription, rng: Rng, style: Style): Page {
  const sheet = new Sheet(A4);
  const margin = 36;
  let y = letterhead(sheet, rx, style, rng, 30, margin);
  sheet.text(margin, y, `Name: ${patientName(rx)}   ${rx.patient.line}`, style.print, 10);
  sheet.right(A4.width - margin, y, `Date: ${rx.date}`, style.print, 10);
  y += 24;
  sheet.line(margin, y, A4.width - margin, y, 0.5);
  const split = 205;
  const columnTop = y + 10;
  let left = columnTop;
  const leftWidth = split - margin - 12;
  const leftText = (text: string, font = style.print, size = 9) => {
    for (const line of wrap(text, font, size, leftWidth)) {
      sheet.text(margin, left, line, font, size);
      left += size * 1.6;
    }
  };
  leftText('Vitals', style.bold, 9.5);
  rx.vitals.forEach((v) => leftText(v));
  left += 6;
  leftText('Complaints / शिकायत', style.bold, 9.5);
  rx.complaints.forEach((c) => leftText(c));
  left += 6;
  leftText('Diagnosis', style.bold, 9.5);
  leftText(rx.diagnosis);
  left += 6;
  if (rx.tests.length) {
    leftText('Investigations / जाँच', style.bold, 9.5);
    rx.tests.forEach((t) => leftText(t));
    left += 6;
  }
  leftText('Advice', style.bold, 9.5);
  rx.advice.forEach((a) => leftText(`• ${a}`));
  sheet.line(split, columnTop, split, 720, 0.6, style.accent);

  let right = columnTop;
  const x = split + 16;
  sheet.text(x, right, 'Rx', style.bold, 18, style.accent);
  right += 30;
  const size = rng.pick([10, 10.5, 11]);
  for (const [index, m] of rx.medicines.entries()) {
    sheet.text(x, right, `${index + 1}. ${cellName(m)}`, style.bold, size, style.ink);
    right += size * 1.5;
    const second = [m.dose, m.frequency, times(m.duration), m.instructions ? `(${m.instructions})` : '']
      .filter(Boolean)
      .join(rng.pick(['  -  ', '   ', ' | ']));
    sheet.text(x + 16, right, second, style.print, size - 0.5, style.ink);
    right += size * 2.3;
  }
  right += 10;
  sheet.text(x, right, rx.followUp, style.print, 9.5);
  signature(sheet, rx, style, rng, Math.max(right + 40, 650), margin);
  return sheet.page(style.paper);
}

function penPad(rx: Prescription, rng: Rng, style: Style): Page {
  const sheet = new Sheet(A5);
  const margin = 26;
  const pen = '#1c2a7a';
  sheet.text(margin, 20, rx.doctor.name, style.bold, 13, style.accent);
  sheet.text(margin, 38, rx.doctor.degrees, style.print, 8);
  sheet.text(margin, 50, regLine(rx, rng), style.print, 8);
  sheet.right(A5.width - margin, 20, rx.clinic.hindi, 'devaBold', 11, style.accent);
  sheet.right(A5.width - margin, 38, rx.clinic.english, style.bold, 9, style.accent);
  sheet.right(A5.width - margin, 50, rx.clinic.phone, style.print, 8);
  sheet.line(margin, 64, A5.width - margin, 64, 1.2, style.accent);
  let y = 72;
  const field = (label: string, value: string, x: number, width: number) => {
    const w = sheet.text(x, y + 4, label, style.print, 8.5);
    sheet.line(x + w + 2, y + 19, x + width, y + 19, 0.4, '#777777');
    sheet.text(x + w + 6, y, value, 'pen', 11, pen);
  };
  field('Name ', patientName(rx), margin, 220);
  field('Date ', rx.date, margin + 235, A5.width - 2 * margin - 235);
  y += 24;
  field('Age/Sex ', rx.patient.line, margin, 150);
  y += 28;
  for (const line of [...rx.vitals.slice(0, 2), rx.complaints[0]!]) {
    sheet.text(margin, y, line, 'pen', 10, pen);
    y += 16;
  }
  y += 4;
  sheet.text(margin, y, 'Rx', style.bold, 20, style.accent);
  y += 30;
  for (const [index, m] of rx.medicines.entries()) {
    const tail = [m.frequency, times(m.duration)].filter(Boolean).join('  ');
    const lines = wrap(`${index + 1}) ${cellName(m)}   ${tail}`, 'pen', 11.5, A5.width - 2 * margin - 10);
    for (const line of lines) {
      sheet.text(margin + 6, y, line, 'pen', 11.5, pen);
      y += 19;
    }
    y += 4;
  }
  y += 6;
  for (const line of [...rx.advice.slice(0, 2), rx.followUp]) {
    sheet.text(margin, y, line, 'pen', 10, pen);
    y += 16;
  }
  if (rng.chance(0.9)) stamp(sheet, rx, rng, A5.width - margin - 75, Math.min(y + 50, A5.height - 70));
  return sheet.page(style.paper);
}

function opdGrid(rx: Prescription, rng: Rng, style: Style): Page {
  const sheet = new Sheet(A4);
  const margin = 34;
  const width = A4.width - 2 * margin;
  sheet.text(margin, 28, `${rx.clinic.english.toUpperCase()}`, style.bold, 16, style.accent);
  sheet.text(margin, 50, `${rx.clinic.hindi}  ·  ${rx.clinic.address}`, style.print, 9.5);
  sheet.rect(margin, 70, width, 20, style.accent);
  sheet.text(margin + 8, 73, 'OUT PATIENT PRESCRIPTION  /  बाह्य रोगी पर्ची', 'devaBold', 10, '#ffffff');
  let y = 98;
  const box = (label: string, value: string, x: number, w: number) => {
    sheet.rect(x, y, w, 26, null, '#555555', 0.6);
    sheet.text(x + 4, y + 7, `${label}: ${value}`, style.print, 9);
  };
  box('UHID', `${rng.int(100000, 999999)}`, margin, 120);
  box('Patient', patientName(rx), margin + 120, 220);
  box('Age/Sex', `${rx.patient.age}/${rx.patient.sex}`, margin + 340, 90);
  box('Date', rx.date, margin + 430, width - 430);
  y += 26;
  box('Dept', rx.doctor.speciality, margin, 200);
  box('Consultant', rx.doctor.name, margin + 200, width - 200);
  y += 38;
  sheet.text(margin, y, `Vitals: ${rx.vitals.join(', ')}`, style.print, 9);
  y += 16;
  sheet.text(margin, y, `Chief complaints: ${rx.complaints.join('; ')}`, style.print, 9);
  y += 16;
  sheet.text(margin, y, `Provisional diagnosis: ${rx.diagnosis}`, style.print, 9);
  y += 24;
  const columns = [
    { head: 'S.No.', width: 34 },
    { head: 'Drug Name / दवा का नाम', width: 190 },
    { head: 'Dose', width: 56 },
    { head: 'Frequency', width: 92 },
    { head: 'Duration', width: 70 },
    { head: 'Remarks', width: width - 442 },
  ];
  const size = 9;
  sheet.rect(margin, y, width, 20, '#dfe4ea', '#333333', 0.7);
  let x = margin;
  for (const c of columns) {
    sheet.text(x + 4, y + 5, c.head, 'devaBold', 8.5);
    x += c.width;
  }
  const top = y;
  y += 20;
  for (const [index, m] of rx.medicines.entries()) {
    const cells = [
      `${index + 1}.`,
      `${m.form.replace('.', '').toUpperCase()} ${m.name.toUpperCase()}`,
      m.dose,
      m.frequency,
      m.duration || 'SOS',
      m.instructions,
    ].map((text, c) => wrap(text, style.print, size, columns[c]!.width - 8));
    const h = Math.max(...cells.map((l) => l.length)) * size * 1.4 + 8;
    x = margin;
    cells.forEach((lines, c) => {
      lines.forEach((line, l) => sheet.text(x + 4, y + 4 + l * size * 1.4, line, style.print, size));
      x += columns[c]!.width;
    });
    y += h;
    sheet.line(margin, y, margin + width, y, 0.7);
  }
  x = margin;
  for (const c of [...columns, null]) {
    sheet.line(x, top, x, y, 0.7);
    x += c?.width ?? 0;
  }
  y = notesBlock(sheet, rx, style, margin, y + 18, width - 190, 9);
  signature(sheet, rx, style, rng, Math.max(y + 10, 640), margin);
  return sheet.page('#ffffff');
}

export function layOut(rx: Prescription, layout: Layout, rng: Rng): Page {
  const style = pickStyle(rng);
  switch (layout) {
    case 'letterhead-table':
      return letterheadTable(rx, rng, style);
    case 'two-column':
      return twoColumn(rx, rng, style);
    case 'pen-pad':
      return penPad(rx, rng, style);
    case 'opd-grid':
      return opdGrid(rx, rng, style);
  }
}
