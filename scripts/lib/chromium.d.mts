/** Types of chromium.mjs, for the TypeScript end-to-end helpers. */
export const chromePath: string;
export const chromeFlags: string[];
export function chromiumProblem(): string | null;
