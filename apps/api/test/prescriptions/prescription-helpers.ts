import crypto from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PrescriptionSchema, PrescriptionUploadResponseSchema, type Prescription } from '@dawa/shared/prescriptions/schemas';
import type { TestApp } from '../helpers/test-app.ts';

export interface FormFile {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart body with files and text fields, as a browser's FormData sends it. */
export function multipartForm(files: FormFile[], fields: Record<string, string> = {}) {
  const boundary = `----dawa${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A typed prescription as a PNG (black DejaVu Sans on white, A5-ish), one line of text per entry. */
export async function typedPrescriptionPng(lines: string[]): Promise<Buffer> {
  const lineHeight = 46;
  const height = 120 + lines.length * lineHeight;
  const texts = lines
    .map(
      (line, i) =>
        `<text x="60" y="${90 + i * lineHeight}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#000">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
}

export const SAMPLE_PRESCRIPTION_LINES = [
  'Dr. Meera Sharma, MBBS, MD',
  'Reg. No. MMC 2011/04/1234',
  'Date: 12/11/2026',
  'Patient: Ravi Kumar   Age: 34 Y   Sex: M',
  'Rx',
  '1. Tab. Dolo 650 mg   1-0-1   x 5 days   after food',
  '2. Tab. Crocin Advance 500 mg   SOS   x 3 days',
];

/** A minimal one-page PDF with a text layer. */
export function tinyPdf(text = 'Dr. Test'): Buffer {
  return onePagePdf(`BT /F1 18 Tf 50 700 Td (${text}) Tj ET`);
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF whose text layer holds these lines, top to bottom. */
export function textPdf(lines: readonly string[]): Buffer {
  return onePagePdf(`BT /F1 14 Tf 50 780 Td 18 TL ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(' ')} ET`);
}

/** A one-page PDF drawing `stream` in Helvetica. */
function onePagePdf(stream: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** Uploads a file as `headers`' user and returns the response. */
export function postUpload(t: TestApp, headers: Record<string, string>, files: FormFile[], fields: Record<string, string> = {}) {
  const form = multipartForm(files, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/prescriptions/upload',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** Uploads a PNG prescription and returns the created prescription (201 expected). */
export async function uploadPng(t: TestApp, headers: Record<string, string>, png: Buffer, note = ''): Promise<Prescription> {
  const res = await postUpload(t, headers, [{ filename: 'prescription.png', contentType: 'image/png', data: png }], note ? { note } : {});
  expect(res.statusCode, res.body).toBe(201);
  return PrescriptionUploadResponseSchema.parse(res.json()).prescription;
}

export async function getPrescription(t: TestApp, headers: Record<string, string>, id: number): Promise<Prescription> {
  const res = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return PrescriptionSchema.parse(res.json());
}
