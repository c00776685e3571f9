import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from './env';

/**
 * The allow-listed staff accounts (config/admin-allow-list.json): the two mailboxes (role 'all'), a salesperson
 * (role 'sales': quotes) and a recruiter (role 'hiring': applicants, vacancies, posts).
 */
export const staff = {
  admin: 'admin@seawave.example.com',
  hr: 'hr@seawave.example.com',
  sales: 'sales@seawave.example.com',
  recruiter: 'recruiter@seawave.example.com',
} as const;

/** A staff account by its name above. */
export type Staff = keyof typeof staff;

/**
 * On the /signin page: signs in with `email` through the product's e-mail
 * dialog (the Auth emulator's sign-in) and waits until the dialog has closed.
 */
export async function signInWithDialog(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with your staff e-mail' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Signs `page`'s browser in as a staff account: opens /signin, signs in and
 * waits for the dashboard. The sign-in lasts for every page of that browser
 * (the `signedInAs` fixture and `otherContext({ signedInAs })` use it).
 */
export async function signIn(page: Page, who: Staff = 'admin'): Promise<void> {
  await page.goto('/signin');
  await signInWithDialog(page, staff[who]);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * As signed-in staff: publishes a post through /adminblogpostallowance with
 * the fixture photos, and waits until the form has returned to the home page.
 */
export async function publishPost(page: Page, post: { name: string; topic: string; description: string; message: string }): Promise<void> {
  const fixture = (name: string) => join(repoRoot, 'e2e/fixtures', name);
  await page.goto('/adminblogpostallowance');
  await page.getByRole('textbox', { name: 'Name' }).fill(post.name);
  await page.getByRole('textbox', { name: 'Topic' }).fill(post.topic);
  await page.getByRole('textbox', { name: 'Description' }).fill(post.description);
  await page.getByRole('textbox', { name: 'Message' }).fill(post.message);
  await page.getByLabel('Blog Photo').setInputFiles(fixture('harbour.png'));
  await page.getByLabel('Profile Photo').setInputFiles(fixture('author.png'));
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
}
