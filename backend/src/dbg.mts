import { startApp, documents } from './testing/appHarness.ts';
const h = await startApp();
h.addClinic('north'); h.addStaff('c@n.test','north','user');
const t = await h.signIn('c@n.test');
for (let i=0;i<12;i++) { const r = await h.gql(t, documents.create, {input:{EntityType:'Patient', PatientID:'P'+i, FirstName:'A', LastName:'L'+i, DOB:'1970-01-01T00:00:00.000Z'}}); if (r.body.errors) console.log(r.body.errors); }
console.log('created');
const timeout = () => new Promise(r=>setTimeout(()=>r('timeout'),3000));
for (const vars of [{pk:'north#Patient', limit:5}, {pk:'north#Patient', sk:{beginsWith:'l'}, limit:5}]) {
  const r: any = await Promise.race([h.gql(t, documents.listBy(1), vars), timeout()]);
  console.log(JSON.stringify(vars), r === 'timeout' ? r : JSON.stringify(r.body).slice(0,200), r.body?.data?.listByGSI1?.nextToken);
}
await h.close();
