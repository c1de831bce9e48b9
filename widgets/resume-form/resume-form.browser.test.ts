import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';
import { switchScenario } from '../../fixtures/rig/scenario';

const form = (page: Page) => page.locator('[data-widget="resume-form"]');
const resumePosts = async (page: Page) => (await apiLog(page)).filter((e) => e.method === 'POST' && e.path === '/submit-resume');
const file = (name: string, mimeType: string, bytes = 10_000) => ({ name, mimeType, buffer: Buffer.alloc(bytes, 37) });

async function fillAll(page: Page) {
  const f = form(page);
  await f.getByRole('textbox', { name: 'Name' }).fill('Tania Akter');
  await f.getByRole('textbox', { name: 'Email' }).fill('tania@example.com');
  await f.getByRole('textbox', { name: 'Phone' }).fill('+8801711000000');
  await f.getByRole('textbox', { name: 'Experience' }).fill('3 years');
  await f.getByLabel('Date Of Birth').fill('1998-04-12');
  await f.getByRole('textbox', { name: 'Expected Salary' }).fill('35000');
  await f.getByRole('textbox', { name: 'Address' }).fill('House 12, Road 5, Dhanmondi, Dhaka');
  await f.getByRole('textbox', { name: 'Message' }).fill('Available from next month.');
}

describe('resume-form (/careers)', () => {
  // One page: the empty form, then the form filled with a refused CV, then a server failure.
  test("every SPEC warning shows for an empty form, nothing is sent, axe clean with the errors; a CV over 1.5 MB, or of the wrong type (by extension or by media type), is refused in the browser and never leaves it; a server failure says 'Failed to submit resume. Please try again.' and keeps every field", async () => {
    const { page, errors } = await openPage('/careers', { as: 'guest' });
    await waitForIslands(page);
    const f = form(page);
    await f.getByRole('heading', { name: 'Send Us Your Resume' }).waitFor();
    await f.getByRole('button', { name: 'Submit Resume' }).click();
    for (const message of [
      'Please Enter Your Name.',
      'Your Email.',
      'Your Phone no.',
      'Your Experience',
      'Your Date Of Birth',
      'Your Expected Salary',
      'Your Address',
      'Please select a CV to upload cv.',
    ]) {
      await f.getByText(message, { exact: true }).waitFor();
    }
    await expectAxeClean(page, { include: '[data-widget="resume-form"]' });
    expect(await resumePosts(page)).toEqual([]);

    await fillAll(page);
    await form(page)
      .getByLabel('CV')
      .setInputFiles(file('big.pdf', 'application/pdf', 1572864 + 1));
    await form(page).getByText('File size exceeds the maximum limit of 1.5 MB.').waitFor();
    await form(page).getByRole('button', { name: 'Submit Resume' }).click();
    await untilQuiet(page);
    expect(await resumePosts(page)).toEqual([]);
    await expectAxeClean(page, { include: '[data-widget="resume-form"]' });

    const message = form(page).getByText('The CV must be an image (JPG, PNG, GIF, WEBP), a PDF or a DOCX file.');
    for (const bad of [file('cv.exe', 'application/x-msdownload'), file('cv.pdf', 'text/html'), file('cv.svg', 'image/svg+xml')]) {
      await form(page).getByLabel('CV').setInputFiles(bad);
      await form(page).getByRole('button', { name: 'Submit Resume' }).click();
      await message.waitFor();
    }
    await untilQuiet(page);
    expect(await resumePosts(page)).toEqual([]);

    await switchScenario(page, 'error', '/submit-resume');
    await form(page).getByLabel('CV').setInputFiles(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    await form(page).getByRole('button', { name: 'Submit Resume' }).click();
    await form(page).getByRole('alert').getByText('Failed to submit resume. Please try again.').waitFor();
    expect(await resumePosts(page)).toHaveLength(1);
    await expect(f.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Tania Akter');
    await expect(f.getByRole('textbox', { name: 'Address' }).inputValue()).resolves.toBe('House 12, Road 5, Dhanmondi, Dhaka');
    await expect(f.getByLabel('Date Of Birth').inputValue()).resolves.toBe('1998-04-12');
    await expect(f.getByLabel('CV').evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).resolves.toBe('cv.docx');
    await expectAxeClean(page, { include: '[data-widget="resume-form"]' });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('a valid resume is sent once as multipart with the job post, and a clear success shows', async () => {
    const { page, errors, requests } = await openPage('/careers?job=2', { as: 'guest' });
    await waitForIslands(page);
    await fillAll(page);
    await form(page).getByLabel('CV').setInputFiles(file('tania-cv.pdf', 'application/pdf'));
    await form(page).getByRole('button', { name: 'Submit Resume' }).dblclick();
    await form(page).getByRole('status').getByText('Your resume has been submitted successfully.').waitFor();
    expect(await resumePosts(page)).toHaveLength(1);
    const sent = requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === '/submit-resume');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
    await expectAxeClean(page, { include: '[data-widget="resume-form"]' });
    expect(uncaught(errors)).toEqual([]);
  });
});
