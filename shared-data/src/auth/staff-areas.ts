// What a staff role can reach, by area: 'sales' is quotes (and rates), 'hiring' is applicants and their resumes,
// vacancies and posts. Each role of the allow-list reaches some of them (shared-data/rules/staff-roles.json); the
// browser asks the rules for each area by name and shows only what they grant, so it is never sent the staff list.
export const staffAreaNames = ['sales', 'hiring'] as const;

export type StaffArea = (typeof staffAreaNames)[number];

export type StaffAreas = Readonly<Record<StaffArea, boolean>>;

export const noStaffAreas: StaffAreas = Object.freeze({ sales: false, hiring: false });

export function hasAnyArea(areas: StaffAreas): boolean {
  return staffAreaNames.some((area) => areas[area]);
}
