import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { analyzePrescriptionDocument } from '../../src/modules/prescriptions/reading/analyze-prescription-document.ts';
import { replaceRegion, tableRegion, type OcrWord } from '../../src/modules/prescriptions/reading/page-geometry.ts';
import { closeDocumentReader } from '../../src/modules/prescriptions/reading/read-document.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/** A word of a 1000 x 1400 page, 20 px high, on the row whose top is `y`. */
const word = (text: string, x: number, y: number): OcrWord => ({ text, bbox: { x0: x, y0: y, x1: x + 12 * text.length, y1: y + 20 } });

describe('tableRegion: the band of a page that holds the medicines table', () => {
  const page = [
    word('Dr.', 50, 40),
    word('Meena', 90, 40),
    word('Medicine', 100, 400),
    word('Dose', 450, 400),
    word('Frequency', 600, 400),
    word('Duration', 800, 400),
    word('Tab', 100, 450),
    word('Pantop', 150, 450),
    word('40', 240, 450),
    word('Advice:', 60, 600),
    word('rest', 150, 600),
  ];

  it('runs from the heading row to the section after the table, the width of the page', () => {
    const region = tableRegion(page, 1000, 1400);
    expect(region).not.toBeNull();
    expect(region!.left).toBe(0);
    expect(region!.width).toBe(1000);
    expect(region!.top).toBeLessThan(400);
    expect(region!.top + region!.height).toBeGreaterThan(470);
    expect(region!.top + region!.height).toBeLessThan(600);
  });

  it('needs a field heading beside the medicine heading: a line that says "Medicine" is no table', () => {
    expect(tableRegion([word('Medicine', 100, 400), word('prescribed', 220, 400), word('Tab', 100, 450)], 1000, 1400)).toBeNull();
  });

  it("replaces the band's words with the second reading and keeps the rest of the page", () => {
    const region = tableRegion(page, 1000, 1400)!;
    const second = [
      word('Tab', 100, 451),
      word('Pantop', 150, 451),
      word('40', 240, 451),
      word('1-0-0', 600, 451),
      word('10', 800, 451),
      word('days', 840, 451),
    ];
    const merged = replaceRegion(page, region, second).map((w) => w.text);
    expect(merged).toEqual(['Dr.', 'Meena', 'Advice:', 'rest', 'Tab', 'Pantop', '40', '1-0-0', '10', 'days']);
  });
});

const requireHere = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(requireHere.resolve(`@expo-google-fonts/${pkg}/package.json`)), file);
GlobalFonts.registerFromPath(fontFile('roboto', '400Regular/Roboto_400Regular.ttf'), 'Roboto');
GlobalFonts.registerFromPath(fontFile('roboto', '700Bold/Roboto_700Bold.ttf'), 'Roboto Bold');
GlobalFonts.registerFromPath(fontFile('patrick-hand', '400Regular/PatrickHand_400Regular.ttf'), 'Patrick Hand');

/**
 * A printed pad whose medicines table is filled in by hand (a handwriting font), its columns far
 * apart, as a phone photo: the page on which tesseract's automatic layout skipped whole columns.
 */
async function tablePhoto(): Promise<Buffer> {
  const canvas = createCanvas(1240, 1754);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111';
  g.font = '40px Roboto Bold';
  g.fillText('Dr. Meena Iyer', 140, 140);
  g.font = '24px Roboto';
  g.fillText('MBBS, MD   Reg. No. KMC 45678', 140, 190);
  g.fillText('Name: Mrs. Sunita Devi   Age/Sex: 34/F   Date: 27-Mar-2025', 140, 300);
  g.font = '48px Roboto Bold';
  g.fillText('R/', 140, 440);
  const columns = [140, 200, 560, 680, 900, 1040];
  g.font = '21px Roboto Bold';
  ['No.', 'Medicine', 'Dose', 'Frequency', 'Duration', 'Remarks'].forEach((cell, c) => g.fillText(cell, columns[c]!, 500));
  g.fillRect(140, 515, 960, 2);
  const rows = [
    ['1.', 'Tab Pantop 40', '1 tab', 'once daily', '10 days', 'before food'],
    ['2.', 'Tab Dolo 650', '-', 'SOS', '3 days', 'after meals'],
    ['3.', 'Syp Calpol', '5 ml', 'thrice daily', '1 week', 'after meals'],
  ];
  g.font = '30px Patrick Hand';
  rows.forEach((cells, r) => cells.forEach((cell, c) => g.fillText(cell, columns[c]! + ((r * 7 + c * 3) % 9) - 4, 570 + r * 48)));
  g.font = '24px Roboto Bold';
  g.fillText('Advice -', 140, 740);
  g.font = '24px Patrick Hand';
  g.fillText('- Drink plenty of water', 140, 780);
  return sharp(canvas.toBuffer('image/png')).rotate(1.5, { background: '#fff' }).blur(0.7).jpeg({ quality: 55 }).toBuffer();
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await closeDocumentReader();
  await database.close();
});

describe('a table-layout prescription through OCR', () => {
  it("each row's dose, frequency and duration stay with its medicine; the header's patient, date and registration are read", async () => {
    const analysis = await analyzePrescriptionDocument({ bytes: await tablePhoto(), contentType: 'image/jpeg' }, { db: database.db });
    expect(analysis.medicines.map((m) => [m.nameAsWritten, m.dose, m.frequency, m.durationDays])).toEqual([
      ['Pantop 40', '1 tab', 'OD', 10],
      ['Dolo 650', null, 'SOS', 3],
      ['Calpol', '5 ml', 'TDS', 7],
    ]);
    expect(analysis).toMatchObject({ prescribedOn: '2025-03-27', patientName: 'Sunita Devi', patientAge: '34 years', patientSex: 'F' });
    expect(analysis.doctor.registrationNumber).toMatch(/45678/);
  }, 60_000);

  it("a phone photo on which tesseract's own layout skipped the Dose and Duration columns: the table band read again keeps them", async () => {
    // bench:ocr's phone-photo-002 (seed 1), kept as a file: the generator may change, this page must not.
    const bytes = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/table-phone-photo.jpg'));
    const analysis = await analyzePrescriptionDocument({ bytes, contentType: 'image/jpeg' }, { db: database.db });
    expect(analysis.medicines.map((m) => [m.nameAsWritten.split(' ')[0], m.frequency])).toEqual([
      ['Clavam', '1-0-1'],
      ['Januvia', 'SOS'],
      ['Clopilet', 'weekly'],
      ['Dettol', '0-1-0'],
    ]);
    expect(analysis.medicines.slice(0, 2).map((m) => m.durationDays)).toEqual([14, 30]);
  }, 60_000);
});
