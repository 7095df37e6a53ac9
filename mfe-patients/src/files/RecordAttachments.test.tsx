import { MAX_FILE_BYTES } from '@emr/domain';
import { setFileStore } from '@emr/shared-ui';
import { createMemoryFileStore } from '@emr/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { chartRow } from '../chart/chartFixtures.ts';
import { PATIENT, PATIENT_ID, dialogButton, findDialog, renderPatients, resetRemote } from '../testing/fixtures.tsx';

afterEach(resetRemote);

// dialogs may be marked aria-hidden by the focus manager in jsdom: queries include hidden elements
const hidden = { hidden: true } as const;
const FOLDER = `di-results/${PATIENT_ID}/im-1/`;
const IMAGING = chartRow({ EntityType: 'Imaging', id: 'im-1', ImagingType: 'Chest X-ray', DateConducted: '2024-05-02T10:00:00.000Z', Status: 'Completed' });

async function openImaging(before?: (files: ReturnType<typeof renderPatients>['files']) => Promise<unknown>) {
  const view = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientDIs`, seed: [PATIENT, IMAGING] });
  await before?.(view.files);
  await view.user.click(await screen.findByRole('button', { name: 'Edit Chest X-ray' }));
  const dialog = await waitFor(() => screen.getAllByRole('dialog', hidden).find((d) => d.getAttribute('aria-label') === 'Edit imaging study')!);
  const files = await within(dialog).findByRole('region', { name: 'Attached files', ...hidden });
  return { ...view, dialog, section: files };
}

const picker = (section: HTMLElement) => within(section).getByLabelText('Choose a file to attach', { selector: 'input' });

test('an allowed file uploads with a progress bar, is listed and becomes the record’s FileURL', async () => {
  const { user, section, files, fake } = await openImaging();
  expect(await within(section).findByText('No files attached')).toBeInTheDocument();
  await user.upload(picker(section), new File(['%PDF-1.7'], 'Radiology report (final).pdf', { type: 'application/pdf' }));
  const bar = await within(section).findByRole('progressbar', { name: 'Upload of Radiology report (final).pdf', ...hidden });
  expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(within(section).getByText('Radiology report (final).pdf uploaded')).toBeInTheDocument();
  expect(await screen.findByText('Radiology report (final).pdf was attached')).toBeInTheDocument();
  const key = `${FOLDER}Radiology_report_final_.pdf`;
  expect([...files.files.keys()]).toEqual([key]);
  expect(files.files.get(key)!.meta).toMatchObject({ contentType: 'application/pdf', fileName: 'Radiology report (final).pdf' });
  await waitFor(() => expect(fake.rows.get('im-1')).toMatchObject({ FileURL: key, Version: 2 }));
  expect(await within(section).findByText('Radiology report (final).pdf', { selector: 'bdi' })).toBeInTheDocument();

  // a second file: the update goes with the new Version
  await user.upload(picker(section), new File(['png'], 'film.png', { type: 'image/png' }));
  expect(await screen.findByText('film.png was attached')).toBeInTheDocument();
  await waitFor(() => expect(fake.rows.get('im-1')).toMatchObject({ FileURL: `${FOLDER}film.png`, Version: 3 }));
});

test('a file type the chart does not accept is refused before anything is sent', async () => {
  const { user, section, files, fake } = await openImaging();
  await user.upload(picker(section), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
  expect(await within(section).findByRole('alert', hidden)).toHaveTextContent('“setup.exe” is not a type of file the chart accepts');
  expect(files.files.size).toBe(0);
  expect(fake.calls.some((call) => call.op === 'update')).toBe(false);
});

test('a file over the size limit is refused before anything is sent', async () => {
  const { user, section, files } = await openImaging();
  const big = new File(['x'], 'scan.tiff', { type: 'image/tiff' });
  Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
  await user.upload(picker(section), big);
  expect(await within(section).findByRole('alert', hidden)).toHaveTextContent('“scan.tiff” is larger than 25 MB. Attach a smaller file.');
  expect(files.files.size).toBe(0);
});

test('the server’s refusal is shown in a toast and the record is not changed', async () => {
  const { user, section, fake } = await openImaging();
  // a server configured with a smaller limit than the browser knows
  setFileStore(createMemoryFileStore({ maxBytes: 4 }).store);
  await user.upload(picker(section), new File(['0123456789'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByText('notes.txt was not attached')).toBeInTheDocument();
  expect(screen.getByText('The file is larger than the limit of 4 bytes')).toBeInTheDocument();
  expect(fake.rows.get('im-1')).toMatchObject({ Version: 1 });
  expect(fake.rows.get('im-1')?.['FileURL']).toBeUndefined();
});

test('a stored file downloads through an object URL under its own name', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:report');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  try {
    const { user, section } = await openImaging((files) =>
      files.store.upload(`${FOLDER}report.pdf`, new Blob(['%PDF report'], { type: 'application/pdf' }), { contentType: 'application/pdf', fileName: 'report.pdf' }),
    );
    await user.click(await within(section).findByRole('button', { name: 'Download report.pdf', ...hidden }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF report');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toHaveAttribute('download', 'report.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:report');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:report'));
  } finally {
    click.mockRestore();
  }
});

test('a file is deleted after a confirmation, and the record no longer points to it', async () => {
  const { user, section, files, fake } = await openImaging();
  await user.upload(picker(section), new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(fake.rows.get('im-1')?.['FileURL']).toBe(`${FOLDER}report.pdf`));
  await user.click(await within(section).findByRole('button', { name: 'Delete report.pdf', ...hidden }));
  const confirm = await findDialog('Delete this file?');
  await user.click(dialogButton(confirm, 'Cancel'));
  expect(files.files.size).toBe(1);

  await user.click(within(section).getByRole('button', { name: 'Delete report.pdf', ...hidden }));
  await user.click(dialogButton(await findDialog('Delete this file?'), 'Delete file'));
  expect(await screen.findByText('report.pdf was deleted')).toBeInTheDocument();
  expect(files.files.size).toBe(0);
  await waitFor(() => expect(fake.rows.get('im-1')?.['FileURL']).toBeNull());
  expect(await within(section).findByText('No files attached')).toBeInTheDocument();
});
