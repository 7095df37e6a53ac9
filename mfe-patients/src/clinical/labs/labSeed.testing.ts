/** Lab rows shaped as the demo seed writes them (a panel row plus one row per component). */
import { PATIENT_ID } from '../../testing/fixtures.tsx';

type Component = { Component: string; Result: string; Unit: string; ReferenceRange: string };

export function singleLab(id: string, day: string, c: Component, labType = c.Component) {
  return {
    EntityType: 'Lab' as const,
    id,
    PatientID: PATIENT_ID,
    LabType: labType,
    DateConducted: `${day}T14:00:00.000Z`,
    ...c,
    IsAbnormal: false,
    IsPanel: false,
  };
}

export function panelLab(id: string, day: string, labType: string, components: (Component & { IsAbnormal?: boolean })[]) {
  const common = { EntityType: 'Lab' as const, PatientID: PATIENT_ID, LabType: labType, DateConducted: `${day}T14:00:00.000Z` };
  const rows = components.map((c, i) => ({ ...common, id: `${id}-c${i}`, ...c, IsAbnormal: c.IsAbnormal ?? false, IsPanel: false, CustomID: id }));
  return [
    ...rows,
    {
      ...common,
      id,
      IsPanel: true,
      LabResults: components.map((c) => ({ ...c, IsAbnormal: c.IsAbnormal ?? false })),
      IsAbnormal: components.some((c) => c.IsAbnormal),
      LinkedLabIDs: rows.map((r) => r.id),
    },
  ];
}

export const LIPID = (id: string, day: string, ldl: string) =>
  panelLab(id, day, 'Lipid panel', [
    { Component: 'Total cholesterol', Result: '180', Unit: 'mg/dL', ReferenceRange: '<200' },
    { Component: 'LDL cholesterol', Result: ldl, Unit: 'mg/dL', ReferenceRange: '<100', IsAbnormal: Number(ldl) >= 100 },
  ]);
