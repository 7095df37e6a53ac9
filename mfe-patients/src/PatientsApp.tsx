/**
 * The patients remote: the patient list, registration and one patient's chart. Routes are
 * absolute (spec §2), so the router has no basename; the shell mounts this remote while the
 * path is under one of PATIENTS_PREFIXES.
 */
import { type AppAbility, paths, routePattern } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChartLayout } from './chart/ChartLayout.tsx';
import { ChartSummary } from './chart/ChartSummary.tsx';
import { SUB_PAGE_ROUTES } from './chart/subPageRoutes.tsx';
import { PatientFormPage } from './patients/PatientFormPage.tsx';
import { PatientListPage } from './patients/PatientListPage.tsx';
import { NotFoundPanel } from './routing/GuardPanels.tsx';
import { RequireAbility } from './routing/RequireAbility.tsx';
import { underPrefix } from './routing/paths.ts';

/** Unknown paths under the remote's prefixes; elsewhere (while the shell unmounts it) nothing. */
function Fallback() {
  const { pathname } = useLocation();
  const ability = useAbility<AppAbility>();
  return underPrefix(pathname) ? <NotFoundPanel showPatientsLink={ability.can('read', 'Patient')} /> : null;
}

export function PatientsApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.patientsList()} element={<RequireAbility action="read" subject="Patient"><PatientListPage /></RequireAbility>} />
        <Route path={paths.patientAdd()} element={<RequireAbility action="create" subject="Patient"><PatientFormPage /></RequireAbility>} />
        {/* billing staff open it for the insurance sections; each section checks its own permission */}
        <Route path={routePattern(paths.patientEdit, 'patientId')} element={<RequireAbility action="read" subject="Patient"><PatientFormPage /></RequireAbility>} />
        <Route path={routePattern(paths.patientChart, 'patientId')} element={<RequireAbility action="read" subject="Patient"><ChartLayout /></RequireAbility>}>
          <Route index element={<ChartSummary />} />
          {SUB_PAGE_ROUTES.map(({ path, subject, element }) => (
            <Route key={path} path={path} element={<RequireAbility action="read" subject={subject}>{element}</RequireAbility>} />
          ))}
        </Route>
        <Route path="*" element={<Fallback />} />
      </Routes>
    </BrowserRouter>
  );
}
