/** Types of seed.mjs, for the TypeScript end-to-end helpers. */
export interface ProjectTarget {
  projectId: string;
  /** host:port of the Firestore emulator */
  firestoreHost: string;
  /** host:port of the Auth emulator */
  authHost?: string;
  /** host:port of the Storage emulator or its stand-in */
  storageHost: string;
  /** defaults to <projectId>.appspot.com */
  bucket?: string;
}
export function isProjectEmpty(target: ProjectTarget): Promise<boolean>;
export function seedProject(target: ProjectTarget, now?: number): Promise<{ documents: number; files: number }>;
export function clearProject(target: ProjectTarget): Promise<void>;
export function resetProject(target: ProjectTarget, now?: number): Promise<{ documents: number; files: number }>;
