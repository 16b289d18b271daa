/** Escapes text for the HTML part of a mail. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plain-text signature every Dawa mail ends with, before its own footer line. */
export const signatureText = (footer: string) => `\n\nStay well,\nThe Dawa team\n\n${footer}`;

/** Every Dawa mail's HTML: the brand line, the body, the signature and a small footer (already HTML). */
export function mailLayout(title: string, body: string, footerHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0f766e">Dawa</p>
${body}
<p style="margin:24px 0 0">Stay well,<br>The Dawa team</p>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${footerHtml}</p>
</div></body></html>`;
}
