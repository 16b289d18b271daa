import type { Source } from './types.ts';

/**
 * The references monographs are written from. Where a page's exact address is stable (NHS medicines
 * A-Z) it is linked; otherwise the source's own search for the salt, which always finds the current
 * label (eMC SmPCs, DailyMed US labels, MedlinePlus).
 */
export const nhs = (slug: string, title: string): Source => ({ title: `NHS: ${title}`, url: `https://www.nhs.uk/medicines/${slug}/` });

export const emc = (salt: string): Source => ({
  title: `Electronic Medicines Compendium (UK SmPC): ${salt}`,
  url: `https://www.medicines.org.uk/emc/search?q=${encodeURIComponent(salt)}`,
});

export const dailyMed = (salt: string): Source => ({
  title: `DailyMed (US FDA label): ${salt}`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=${encodeURIComponent(salt)}`,
});

export const medlinePlus = (salt: string): Source => ({
  title: `MedlinePlus drug information: ${salt}`,
  url: `https://vsearch.nlm.nih.gov/vivisimo/cgi-bin/query-meta?v%3Aproject=medlineplus&query=${encodeURIComponent(salt)}`,
});

/** India's own references, for salts sold mainly in India (nimesulide, aceclofenac, teneligliptin...). */
export const NFI: Source = {
  title: 'National Formulary of India (Indian Pharmacopoeia Commission)',
  url: 'https://www.ipc.gov.in/mandates/national-formulary-of-india-nfi.html',
};
export const CDSCO: Source = {
  title: 'CDSCO: approved drugs and prohibited fixed-dose combinations',
  url: 'https://cdsco.gov.in/opencms/opencms/en/Approval_new/Approved-New-Drugs/',
};

/** The date every entry of this edition was checked against its sources. */
export const REVIEWED = '2026-11-24';
