import crypto from 'node:crypto';
import type {
  AdminDoctor,
  AdminDoctorListQuery,
  AdminDoctorListResponse,
  AdminDoctorValues,
  DoctorDetail,
  DoctorListQuery,
  DoctorListResponse,
} from '@dawa/shared/care/doctors';
import { DOCTORS_PAGE_SIZE } from '@dawa/shared/care/doctors';
import { pageCount } from '@dawa/shared/http/pagination';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, invalidInput, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { toAvatarJpeg } from '../accounts/avatar-image.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import { registerStoredFile } from '../documents/documents.service.ts';
import {
  DOCTOR_PHOTO_FOLDER,
  DOCTOR_PHOTO_KEY_PATTERN,
  doctorPhotoUrl,
  toAdminDoctor,
  toAdminDoctorSummary,
  toDoctorDetail,
  toDoctorSummary,
} from './doctor-views.ts';
import * as repo from './doctors.repository.ts';
import type { SlotSchedule } from '@dawa/shared/care/slots';

export const DOCTOR_NOT_FOUND = 'Doctor not found.';
export const NOT_A_DOCTOR_ACCOUNT = 'Only an account with the doctor role can be linked. Change its role in User Management first.';
export const ACCOUNT_NOT_FOUND = 'No account with this id exists.';
export const REGISTRATION_TAKEN = 'Another doctor is already registered with this number at this council.';
export const accountAlreadyLinked = (name: string) => `This doctor account is already linked to ${name}.`;

export interface DoctorsDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** The profile as the audit log keeps it: every editable field and the schedule, nothing derived. */
type Snapshot = Record<string, unknown>;
function snapshotOf(row: repo.DoctorRow, availability: repo.WindowRow[], overrides: repo.OverrideRow[]): Snapshot {
  const { id: _id, photoKey: _photo, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { ...fields, availability, overrides };
}

/** The keys whose values differ, as they were and as they became. */
function diff(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, after[k]])) };
}

function fieldsOf(body: AdminDoctorValues): { fields: repo.DoctorFields; windows: repo.WindowRow[]; overrides: repo.OverrideRow[] } {
  const { availability, overrides, ...fields } = body;
  return { fields, windows: availability, overrides };
}

/** Doctor Management (admins) and the doctors patients may read. Every staff write is audited in its own transaction. */
export function createDoctorsService(deps: DoctorsDeps) {
  const { db, storage, log } = deps;

  /** Refuses a link to a missing or non-doctor account, or to one another profile already has. */
  async function checkLink(tx: Database, userId: number | null, doctorId: number | null): Promise<void> {
    if (userId === null) return;
    const account = await repo.findLinkableAccount(tx, userId);
    if (!account) throw invalidInput(ACCOUNT_NOT_FOUND, { userId: [ACCOUNT_NOT_FOUND] });
    if (account.role !== 'doctor') throw invalidInput(NOT_A_DOCTOR_ACCOUNT, { userId: [NOT_A_DOCTOR_ACCOUNT] });
    const holder = await repo.findDoctorByUserId(tx, userId);
    if (holder && holder.id !== doctorId) {
      const message = accountAlreadyLinked(holder.name);
      throw new AppError('conflict', message, { userId: [message] });
    }
  }

  async function checkRegistration(tx: Database, council: string, number: string, doctorId: number | null): Promise<void> {
    const holder = await repo.findDoctorByRegistration(tx, council, number);
    if (holder && holder.id !== doctorId) throw new AppError('conflict', REGISTRATION_TAKEN, { registrationNumber: [REGISTRATION_TAKEN] });
  }

  async function loadAdminDoctor(dbOrTx: Database, id: number): Promise<AdminDoctor> {
    const row = await repo.findDoctorById(dbOrTx, id);
    if (!row) throw notFound(DOCTOR_NOT_FOUND);
    return toAdminDoctor(row, await repo.findAvailability(dbOrTx, id), await repo.findOverrides(dbOrTx, id));
  }

  async function deletePhotoFile(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await storage.delete(`${DOCTOR_PHOTO_FOLDER}/${key}`);
    } catch (error) {
      log.error({ err: error, key }, 'deleting a doctor photo failed');
    }
  }

  return {
    /** Doctor Management's table: search on name, specialization and city; filters; by name, paged. */
    async listForAdmin(query: AdminDoctorListQuery): Promise<AdminDoctorListResponse> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DOCTORS_PAGE_SIZE;
      const { rows, total } = await repo.findDoctorPage(
        db,
        { search: query.search, specialization: query.specialization, online: query.online, active: query.active, searchIn: 'staff' },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      return { items: rows.map(toAdminDoctorSummary), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /** One profile with its schedule, for the edit form. */
    getForAdmin(id: number): Promise<AdminDoctor> {
      return loadAdminDoctor(db, id);
    },

    /** Adds a profile with its schedule. */
    async create(audit: AuditContext, body: AdminDoctorValues): Promise<AdminDoctor> {
      const { fields, windows, overrides } = fieldsOf(body);
      return inTransaction(db, async (tx) => {
        await checkLink(tx, fields.userId ?? null, null);
        await checkRegistration(tx, fields.medicalCouncil, fields.registrationNumber, null);
        const row = await repo.insertDoctor(tx, fields, deps.now());
        await repo.replaceSchedule(tx, row.id, windows, overrides);
        await recordAudit(tx, {
          ...audit,
          action: 'create',
          entityType: 'doctor',
          entityId: row.id,
          before: null,
          after: snapshotOf(row, windows, overrides),
        });
        return loadAdminDoctor(tx, row.id);
      });
    },

    /** Replaces a profile's fields and schedule; the audit record keeps what changed. */
    async update(audit: AuditContext, id: number, body: AdminDoctorValues): Promise<AdminDoctor> {
      const { fields, windows, overrides } = fieldsOf(body);
      return inTransaction(db, async (tx) => {
        const current = await repo.findDoctorForUpdate(tx, id);
        if (!current) throw notFound(DOCTOR_NOT_FOUND);
        await checkLink(tx, fields.userId ?? null, id);
        await checkRegistration(tx, fields.medicalCouncil, fields.registrationNumber, id);
        const before = snapshotOf(current, await repo.findAvailability(tx, id), await repo.findOverrides(tx, id));
        const updated = await repo.updateDoctor(tx, id, fields, deps.now());
        if (!updated) throw notFound(DOCTOR_NOT_FOUND);
        await repo.replaceSchedule(tx, id, windows, overrides);
        const changes = diff(before, snapshotOf(updated, await repo.findAvailability(tx, id), await repo.findOverrides(tx, id)));
        if (Object.keys(changes.after).length > 0)
          await recordAudit(tx, { ...audit, action: 'update', entityType: 'doctor', entityId: id, ...changes });
        return loadAdminDoctor(tx, id);
      });
    },

    /** Hides a doctor from patients (soft: the row and its schedule stay for past appointments). */
    async deactivate(audit: AuditContext, id: number): Promise<AdminDoctor> {
      return inTransaction(db, async (tx) => {
        const current = await repo.findDoctorForUpdate(tx, id);
        if (!current) throw notFound(DOCTOR_NOT_FOUND);
        if (current.active) {
          await repo.updateDoctor(tx, id, { active: false }, deps.now());
          await recordAudit(tx, {
            ...audit,
            action: 'delete',
            entityType: 'doctor',
            entityId: id,
            before: { active: true },
            after: { active: false },
          });
        }
        return loadAdminDoctor(tx, id);
      });
    },

    /** Replaces the photo with the upload, checked by its magic bytes and re-encoded as a 200x200 JPEG. */
    async setPhoto(audit: AuditContext, id: number, upload: Buffer): Promise<{ photoUrl: string }> {
      if (!(await repo.findDoctorById(db, id))) throw notFound(DOCTOR_NOT_FOUND);
      const jpeg = await toAvatarJpeg(upload);
      const key = `${crypto.randomBytes(18).toString('base64url')}.jpg`;
      await storage.put(`${DOCTOR_PHOTO_FOLDER}/${key}`, jpeg);
      let swapped: { previous: string | null } | undefined;
      try {
        swapped = await inTransaction(db, async (tx) => {
          const result = await repo.swapPhotoKey(tx, id, key, deps.now());
          if (result) {
            // Listed in Uploaded Documents with the doctor it belongs to (decision 020).
            await registerStoredFile(tx, {
              key: `${DOCTOR_PHOTO_FOLDER}/${key}`,
              category: 'doctor_photo',
              ownerUserId: null,
              ownerRef: String(id),
              originalName: 'doctor-photo.jpg',
              sizeBytes: jpeg.length,
              contentType: 'image/jpeg',
            });
            await recordAudit(tx, {
              ...audit,
              action: 'update',
              entityType: 'doctor',
              entityId: id,
              before: { photoKey: result.previous },
              after: { photoKey: key },
            });
          }
          return result;
        });
      } catch (error) {
        await deletePhotoFile(key);
        throw error;
      }
      if (!swapped) {
        await deletePhotoFile(key);
        throw notFound(DOCTOR_NOT_FOUND);
      }
      await deletePhotoFile(swapped.previous);
      return { photoUrl: doctorPhotoUrl(key) };
    },

    /** The JPEG bytes of a doctor's photo by its file name. */
    async readPhoto(key: string): Promise<Buffer> {
      const bytes = DOCTOR_PHOTO_KEY_PATTERN.test(key) ? await storage.get(`${DOCTOR_PHOTO_FOLDER}/${key}`) : null;
      if (!bytes) throw notFound('Image not found.');
      return bytes;
    },

    /** Active doctors for patients, searched on name or specialization, by name, paged. */
    async listPublic(query: DoctorListQuery): Promise<DoctorListResponse> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DOCTORS_PAGE_SIZE;
      const { rows, total } = await repo.findDoctorPage(
        db,
        { search: query.search, specialization: query.specialization, online: query.online, active: true, searchIn: 'public' },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      return { items: rows.map(toDoctorSummary), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /** One active doctor with the weekly hours; an inactive or unknown id is 'not found'. */
    async getPublic(id: number): Promise<DoctorDetail> {
      const row = await repo.findDoctorById(db, id);
      if (!row || !row.active) throw notFound(DOCTOR_NOT_FOUND);
      return toDoctorDetail(row, await repo.findAvailability(db, id));
    },
  };
}
export type DoctorsService = ReturnType<typeof createDoctorsService>;

/** What booking needs of a doctor: the profile and the schedule the slot computation reads. */
export interface BookableDoctor {
  row: repo.DoctorRow;
  schedule: SlotSchedule;
}

/** An active doctor and their schedule (the appointments module reads doctors only through this). */
export async function findBookableDoctor(db: Database, id: number): Promise<BookableDoctor | null> {
  const row = await repo.findDoctorById(db, id);
  if (!row || !row.active) return null;
  const [availability, overrides] = [await repo.findAvailability(db, id), await repo.findOverrides(db, id)];
  const { slotMinutes, bufferMinutes, minNoticeMinutes, bookingWindowDays } = row;
  return { row, schedule: { slotMinutes, bufferMinutes, minNoticeMinutes, bookingWindowDays, availability, overrides } };
}

/** Active doctors of one specialization with their schedules, by name (the triage's earliest-slot search), at most `limit`: three queries. */
export async function findBookableDoctorsOf(db: Database, specialization: string, limit: number): Promise<BookableDoctor[]> {
  const { rows } = await repo.findDoctorPage(db, { specialization, active: true, searchIn: 'public' }, { limit, offset: 0 });
  const schedules = await repo.findSchedulesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { slotMinutes, bufferMinutes, minNoticeMinutes, bookingWindowDays } = row;
    const { availability, overrides } = schedules.get(row.id) ?? { availability: [], overrides: [] };
    return { row, schedule: { slotMinutes, bufferMinutes, minNoticeMinutes, bookingWindowDays, availability, overrides } };
  });
}

/** The doctor profile linked to a doctor account, if any (a doctor sees their own patients' appointments). */
export async function doctorIdOfAccount(db: Database, userId: number): Promise<number | null> {
  return (await repo.findDoctorByUserId(db, userId))?.id ?? null;
}

export { doctorPhotoUrl } from './doctor-views.ts';
export type { DoctorRow } from './doctors.repository.ts';
