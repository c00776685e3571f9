import { expect, type Page } from '@playwright/test';

/** The allow-listed staff mailboxes (config/admin-allow-list.json). */
export const staff = { admin: 'admin@seawave.example.com', hr: 'hr@seawave.example.com' } as const;

/**
 * Opens `path` (an admin route) signed out, is sent to /signin, signs in with
 * the product's e-mail dialog (the Auth emulator's sign-in) and comes back
 * to `path`.
 */
export async function signInAndOpen(page: Page, path: string, email: string = staff.admin): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with your staff e-mail' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`), { timeout: 20_000 });
}
