import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Opens the newest message in /dev/mailbox for this address and subject, reloading the mailbox until the Queue
 * consumer has delivered it (it runs just after the post: the local consumer's max_batch_timeout is 0).
 */
export async function openMail(page: Page, to: string, subject: string) {
  const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect
    .poll(
      async () => {
        await page.goto("/dev/mailbox");
        return row.count();
      },
      { message: `no "${subject}" for ${to} in /dev/mailbox`, timeout: 20_000, interval: 200 },
    )
    .toBeGreaterThan(0);
  await row.getByRole("link", { name: subject }).click();
  await page.getByRole("heading", { level: 1, name: subject }).waitFor();
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
