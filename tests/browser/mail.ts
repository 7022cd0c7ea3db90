import type { Page } from "playwright-core";

/**
 * Opens the newest message in /dev/mailbox for this address and subject, waiting
 * for the Queue consumer to deliver it (it runs a moment after the post).
 */
export async function openMail(page: Page, to: string, subject: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.goto("/dev/mailbox");
    const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: subject }).first();
    if (await row.count()) {
      await row.getByRole("link", { name: subject }).click();
      await page.getByRole("heading", { level: 1, name: subject }).waitFor();
      return;
    }
    if (Date.now() > deadline) throw new Error(`no "${subject}" for ${to} in /dev/mailbox`);
    await page.waitForTimeout(500);
  }
}

/** Follows the link in the open message whose address contains `path`. */
export async function followMailLink(page: Page, path: string) {
  const link = page.getByRole("list").getByRole("link").filter({ hasText: path }).first();
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The toast with this title, as a visitor sees it. */
export function toast(page: Page, title: string) {
  return page.getByRole("status").getByText(title, { exact: true });
}
