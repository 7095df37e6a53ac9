import { ROOT, launchChromium, signIn, startServer } from './harness.ts';
const ORIGIN = 'http://localhost:8322';
const server = await startServer(8322, `${ROOT}.bench-data/visits`);
const browser = await launchChromium();
const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
await signIn(page, ORIGIN, 'user@northside.demo');
await page.locator('main a[href*="/apps/visits/edit/"]').first().waitFor();
await page.waitForLoadState('networkidle');
let t0 = 0;
const log: string[] = [];
page.on('request', (r) => { if (t0 && !r.url().includes('/graphql')) log.push(`${Date.now() - t0} GET ${r.url().slice(0, 100)}`); if (t0 && r.url().includes('/graphql')) log.push(`${Date.now() - t0} req ${(r.postData() ?? '').slice(0, 60).replace(/\s+/g, ' ')} ${(r.postData() ?? '').match(/"GSI\dPK":"[^"]*"/)?.[0] ?? ''}`); });
page.on("requestfinished", (r) => { if (t0 && r.url().includes("/graphql")) log.push(`${Date.now() - t0} done`); });
const firsts: number[] = [];
for (let run = 0; run < 4; run++) {
  await page.goto(`${ORIGIN}/apps/patients/list`);
  await page.getByRole('searchbox').first().waitFor();
  await page.waitForLoadState('networkidle');
  log.length = 0;
  t0 = Date.now();
  await page.evaluate(() => { history.pushState({}, '', '/apps/calendar'); dispatchEvent(new PopStateEvent('popstate')); });
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  const heading = Date.now() - t0;

  const grid = Date.now() - t0;
  await page.locator('main [style*="--fc-event-color"]').first().waitFor({ timeout: 60000 });
  log.push(`${Date.now() - t0} FIRST EVENT`);
  firsts.push(Date.now() - t0);
  await page.waitForLoadState('networkidle');
  log.push(`${Date.now() - t0} idle`);
  t0 = 0;
  const firstReq = log.find((l) => l.includes(' req '));
  if (run === 2) console.log(log.filter((l) => (l.includes('GET') || l.includes(' req ') || l.includes('FIRST')) && !l.includes('Patient#ID')).slice(0, 40).join('\n'));
  console.log('run', run, 'heading', heading, 'grid', grid, 'first request', firstReq?.split(' ')[0], 'first event', firsts.at(-1), 'requests', log.filter((l) => l.includes(' req ')).length);
}
await browser.close();
server.kill('SIGTERM');
