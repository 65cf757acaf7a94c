import { can, type StaffGrant } from '../../studio/permissions.ts';

/** Who asks to change a picture: their role and their staff number. */
export interface PictureActor extends StaffGrant {
  idStaff: number;
}

/**
 * Whether the permission table (core/studio/permissions.ts, docs/decisions/070) lets this staff
 * member change (`edit`: the alt text) or delete a picture uploaded by `uploadedBy`: their own
 * with `media.<what>.own`, anyone's with `media.<what>.any`. A picture of no known uploader is
 * nobody's own. Whether it is in use is a separate rule: a used picture is deleted by nobody.
 */
export function mayChangePicture(
  actor: PictureActor,
  uploadedBy: number | null,
  what: 'edit' | 'delete',
): boolean {
  if (can(actor, `media.${what}.any`)) return true;
  return uploadedBy !== null && uploadedBy === actor.idStaff && can(actor, `media.${what}.own`);
}
