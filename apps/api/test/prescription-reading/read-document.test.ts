import zlib from 'node:zlib';
import { PRESCRIPTION_MAX_BYTES } from '@dawa/shared/prescriptions/status';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { medicineCandidates } from '../../src/modules/catalog/catalog.service.ts';
import { analyzePrescriptionDocument } from '../../src/modules/prescriptions/reading/analyze-prescription-document.ts';
import { DocumentReadingError, READING_MESSAGES } from '../../src/modules/prescriptions/reading/document-reading-error.ts';
import { closeDocumentReader, readDocument } from '../../src/modules/prescriptions/reading/read-document.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

const PRESCRIPTION = [
  'Dr. Anil Sharma MBBS, MD',
  'Reg. No. DMC/R/04567        Ph: +91 98765 43210',
  'Patient: Ramesh Gupta       Date: 12/03/2026',
  'BP 130/86 mmHg  Pulse 82/min',
  'Rx',
  '1. Tab. Dolo 650  1-0-1 x 5 days after food',
  '2. Tab. Telma 40  OD x 1 month',
  'Advice: drink plenty of water',
];

/** A typed prescription page as a PNG (A5 at 150 dpi). */
function typedPage(lines = PRESCRIPTION): Buffer {
  const canvas = createCanvas(874, 1240);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111';
  g.font = '24px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 50, 90 + i * 48));
  return canvas.toBuffer('image/png');
}

/** A PNG whose header claims width x height; the pixels are a few zero rows (never decoded). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(4 * (width + 1)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function readingError(promise: Promise<unknown>): Promise<DocumentReadingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentReadingError);
  return error as DocumentReadingError;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await closeDocumentReader();
  await database.close();
});

describe('readDocument and analyzePrescriptionDocument on real documents', () => {
  it('a typed image: OCR in the worker, parsed, matched to the seeded catalogue', async () => {
    const analysis = await analyzePrescriptionDocument({ bytes: typedPage(), contentType: 'image/png' }, { db: database.db });
    expect(analysis.method).toBe('ocr');
    expect(analysis.pages).toBe(1);
    expect(analysis.doctor).toEqual({ name: 'Dr. Anil Sharma', registrationNumber: 'DMC/R/04567' });
    expect(analysis.prescribedOn).toBe('2026-03-12');
    expect(analysis.medicines.map((m) => [m.productName, m.matchedBy, m.frequency, m.durationDays])).toEqual([
      ['Dolo 650 Tablet', 'brand', '1-0-1', 5],
      ['Telma 40 Tablet', 'brand', 'OD', 30],
    ]);
    expect(analysis.medicines.every((m) => m.confidence > 0.9 && m.productSlug !== null)).toBe(true);
  });

  it('a phone photo (tilted, blurred, JPEG 45) of the same page', async () => {
    const photo = await sharp(typedPage())
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#6b5a48' })
      .rotate(3, { background: '#6b5a48' })
      .blur(0.8)
      .jpeg({ quality: 45 })
      .toBuffer();
    const analysis = await analyzePrescriptionDocument({ bytes: photo, contentType: 'image/jpeg' }, { db: database.db });
    expect(analysis.medicines.map((m) => m.productName)).toEqual(['Dolo 650 Tablet', 'Telma 40 Tablet']);
  });

  it('a text PDF: its own text layer, no OCR', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([420, 595]);
    PRESCRIPTION.forEach((line, i) => page.drawText(line, { x: 30, y: 560 - i * 20, size: 10, font }));
    const reading = await readDocument({ bytes: await pdf.save(), contentType: 'application/pdf' });
    expect(reading.method).toBe('pdf-text');
    expect(reading.text).toContain('1. Tab. Dolo 650 1-0-1 x 5 days after food');
    const analysis = await analyzePrescriptionDocument({ bytes: await pdf.save(), contentType: 'application/pdf' }, { db: database.db });
    expect(analysis.medicines.map((m) => m.productName)).toEqual(['Dolo 650 Tablet', 'Telma 40 Tablet']);
  });

  it('a scanned PDF (page images only): pages rendered and OCR read', async () => {
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(typedPage());
    pdf.addPage([420, 595]).drawImage(image, { x: 0, y: 0, width: 420, height: 595 });
    const reading = await readDocument({ bytes: await pdf.save(), contentType: 'application/pdf' });
    expect(reading.method).toBe('pdf-ocr');
    expect(reading.text).toMatch(/Dolo 650/);
  });

  it('reads one after another from concurrent calls (one worker, a queue)', async () => {
    const [a, b] = await Promise.all([
      readDocument({ bytes: typedPage(['Rx', 'Tab. Pan 40 OD']), contentType: 'image/png' }),
      readDocument({ bytes: typedPage(['Rx', 'Tab. Azithral 500 OD']), contentType: 'image/png' }),
    ]);
    expect(a.text).toMatch(/Pan 40/);
    expect(b.text).toMatch(/Azithral 500/);
  });
});

describe('documents that cannot be read fail with a message, never a crash', () => {
  it('an empty file', async () => {
    const error = await readingError(readDocument({ bytes: new Uint8Array(), contentType: 'image/png' }));
    expect(error.message).toBe(READING_MESSAGES.empty);
  });

  it('text bytes sent as a PNG', async () => {
    const error = await readingError(readDocument({ bytes: Buffer.from('Tab. Dolo 650 1-0-1, not an image at all'), contentType: 'image/png' }));
    expect(error.message).toBe('The file could not be read as a prescription.');
  });

  it('a PNG with a corrupt body', async () => {
    const bytes = Buffer.concat([typedPage().subarray(0, 200), Buffer.alloc(500, 7)]);
    const error = await readingError(readDocument({ bytes, contentType: 'image/png' }));
    // sharp reads what it can of a truncated image (phones write some): then there is no text in it.
    expect(['unreadable', 'no-text']).toContain(error.reason);
  });

  it('a 20,000 x 20,000 image (decompression bomb) is refused before decoding', async () => {
    const error = await readingError(readDocument({ bytes: pngClaiming(20_000, 20_000), contentType: 'image/png' }));
    expect(error.message).toBe(READING_MESSAGES.tooManyPixels);
  });

  it('more than 10 MB', async () => {
    const error = await readingError(readDocument({ bytes: Buffer.alloc(PRESCRIPTION_MAX_BYTES + 1, 0xff), contentType: 'image/jpeg' }));
    expect(error.message).toBe(READING_MESSAGES.tooLarge);
  });

  it('a 1000-page PDF', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 1000; i++) pdf.addPage([100, 100]);
    const error = await readingError(readDocument({ bytes: await pdf.save(), contentType: 'application/pdf' }));
    expect(error.message).toBe('The PDF has 1000 pages; a prescription can have at most 5.');
  });

  it('a PDF with a giant page and no text', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([14_400, 14_400]);
    const error = await readingError(readDocument({ bytes: await pdf.save(), contentType: 'application/pdf' }));
    expect(error.reason).toBe('too-many-pixels');
  });

  it('a PDF whose page image claims 20,000 x 20,000 pixels', async () => {
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } }).png().toBuffer());
    // Rewrite the embedded image's size: pdf.js must refuse to decode it, not allocate 400 MP.
    const bytes = Buffer.from(await (async () => {
      pdf.addPage([420, 595]).drawImage(image, { x: 0, y: 0, width: 420, height: 595 });
      return pdf.save({ useObjectStreams: false });
    })()).toString('latin1')
      .replace('/Width 2000', '/Width 20000')
      .replace('/Height 2000', '/Height 20000');
    const error = await readingError(readDocument({ bytes: Buffer.from(bytes, 'latin1'), contentType: 'application/pdf' }));
    expect(['no-text', 'unreadable']).toContain(error.reason);
  });

  it('bytes that are not a PDF sent as one', async () => {
    const error = await readingError(readDocument({ bytes: typedPage(), contentType: 'application/pdf' }));
    expect(error.reason).toBe('unreadable');
  });

  it('a blank page has no text to analyse', async () => {
    const blank = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const error = await readingError(readDocument({ bytes: blank, contentType: 'image/png' }));
    expect(error.message).toBe(READING_MESSAGES.noText);
  });

  it('the time limit ends the reading with a message, and the next reading works', async () => {
    const error = await readingError(readDocument({ bytes: typedPage(), contentType: 'image/png' }, { timeoutMs: 30 }));
    expect(error.message).toBe(READING_MESSAGES.timeout);
    const next = await readDocument({ bytes: typedPage(['Rx', 'Tab. Glycomet 500 BD']), contentType: 'image/png' });
    expect(next.text).toMatch(/Glycomet 500/);
  });
});

describe('medicineCandidates (catalog service): one query for all names', () => {
  it('finds brands, misread brands and salts', async () => {
    const candidates = await medicineCandidates(database.db, ['dolo', 'telma', 'paracetamol', 'glycomat']);
    const names = candidates.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Dolo 650 Tablet', 'Telma 40 Tablet', 'Calpol 500 Tablet', 'Glycomet 500 Tablet']));
    expect(candidates.every((c) => c.active)).toBe(true);
    expect(new Set(candidates.map((c) => c.productId)).size).toBe(candidates.length);
  });

  it('no names, no query', async () => {
    expect(await medicineCandidates(database.db, [])).toEqual([]);
  });
});
