// A new member's first screen asks them to accept the terms. A person waits for the dialog to go:
// it closes only once the server has taken the acceptance, so a page opened before then would ask
// again (and its dialog would stand over whatever the journey does next).
import { expect, type Page } from '@playwright/test';

export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
}
