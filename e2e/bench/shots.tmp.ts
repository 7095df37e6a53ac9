import { ROOT, launchChromium, signIn, startServer } from './harness.ts';
process.env['E2E_PORT'] = '8322';
const { apiSignIn, gql } = await import('../fixtures/api.ts');
const ORIGIN = 'http://localhost:8322';
const server = await startServer(8322, '/tmp/visits5-data');
try {
  const token = await apiSignIn('user@northside.demo');
  const day = new Date().toISOString().slice(0, 10);
  const data = await gql<{ listByGSI1: { items: { id: string; VisitStatus: string; PatientID: string }[] } }>(token,
    'query ($pk: String!, $sk: ModelStringKeyConditionInput) { listByGSI1(GSI1PK: $pk, GSI1SK: $sk, limit: 500) { items { id VisitStatus PatientID } } }',
    { pk: 'northside#Visit', sk: { beginsWith: day } });
  let visit = data.listByGSI1.items.find((v) => v.VisitStatus === 'WrapUp');
  if (!visit) {
    const patient = (await gql<{ listByGSI1: { items: { PatientID: string }[] } }>(token, 'query ($pk: String!) { listByGSI1(GSI1PK: $pk, limit: 1) { items { PatientID } } }', { pk: 'northside#Patient' })).listByGSI1.items[0]!;
    const made = (await gql<{ createEMR: { id: string; Version: number } }>(token, 'mutation ($input: CreateEMRInput!) { createEMR(input: $input) { id Version } }', {
      input: { EntityType: 'Visit', PatientID: patient.PatientID, VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: new Date().toISOString() },
    })).createEMR;
    visit = { id: made.id, VisitStatus: 'Scheduled', PatientID: patient.PatientID };
    let version = made.Version;
    for (const status of ['CheckedIn', 'InProgress', 'WrapUp']) {
      version = (await gql<{ updateEMR: { Version: number } }>(token, 'mutation ($input: UpdateEMRInput!) { updateEMR(input: $input) { Version } }', { input: { id: visit.id, Version: version, VisitStatus: status } })).updateEMR.Version;
    }
  }
  console.log('visit', visit.id, data.listByGSI1.items.length);
  const notes = JSON.stringify({ diagnoses: [{ code: 'E11.9', description: '' }, { code: 'I10', description: '' }] });
  const existing = await gql<{ listByGSI5: { items: { id: string; Version: number; Status: string }[] } }>(token,
    'query ($pk: String!) { listByGSI5(GSI5PK: $pk) { items { id Version Status } } }', { pk: `northside#Note#R#${visit.id}` });
  if (!existing.listByGSI5.items.some((n) => n.Status === 'Signed')) {
    const created = await gql<{ createEMR: { id: string; Version: number } }>(token, 'mutation ($input: CreateEMRInput!) { createEMR(input: $input) { id Version } }',
      { input: { EntityType: 'Note', PatientID: visit.PatientID, LinkedToVisit: visit.id, Status: 'Draft', Note: 'A: diabetes, hypertension', Notes: notes } });
    await gql(token, 'mutation ($input: UpdateEMRInput!) { updateEMR(input: $input) { id } }', { input: { id: created.createEMR.id, Version: created.createEMR.Version, Status: 'Signed' } });
  }
  const browser = await launchChromium();
  for (const [width, lang, theme] of [[1440, 'en', 'light'], [390, 'ar', 'dark'], [1440, 'fr', 'dark']] as const) {
    const context = await browser.newContext({ viewport: { width, height: 1400 }, colorScheme: theme });
    await context.addInitScript(([l, t]) => { localStorage.setItem('language', JSON.stringify(l)); localStorage.setItem('theme', JSON.stringify(t)); }, [lang, theme]);
    const page = await context.newPage();
    await signIn(page, ORIGIN, 'user@northside.demo');
    await page.goto(`${ORIGIN}/apps/visits/edit/${visit.id}/WrapUp`);
    await page.locator('#wrap-up-title').waitFor();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/visits5-shots/wrapup-${width}-${lang}-${theme}.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
