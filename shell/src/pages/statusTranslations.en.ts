/** Strings of the shell's status pages (home link, not authorized, errors: namespace `shell`, prefix `pages.`), English: the source. */
export const statusPagesEn = {
  pages: {
    goHome: 'Go to my start page',
    notAuthorized: {
      title: 'You are not authorized to open this page',
      body: 'Your role does not give access to this page. If you need it for your work, ask your administrator.',
    },
    error: {
      code: 'Error {{code}}',
      notFound: { title: 'Page not found', body: 'This address does not lead to a page of the app. It may be mistyped, or the page has moved.' },
      unauthorized: { title: 'Not authorized', body: 'You need to sign in with an account that may see this page.' },
      serverError: { title: 'Server error', body: 'The server could not finish this request. Nothing was changed. Try again in a moment; if it keeps happening, tell your administrator.' },
    },
  },
};
