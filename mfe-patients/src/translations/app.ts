/** Strings of the remote's frame (namespace `patients`): guards and the standalone page. */
export const appEn = {
  standalone: { signIn: 'Sign in through the shell first, then reload this page.' },
  staff: { nameWithRole: '{{name}} ({{role}})' },
  guard: {
    notAuthorizedTitle: 'You are not authorized to see this page',
    notAuthorizedBody: 'Your role does not give access to this part of the chart. Ask an administrator if you need it.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no such page in the patients module.',
    toPatients: 'Go to the patient list',
  },
};

export type AppStrings = typeof appEn;
