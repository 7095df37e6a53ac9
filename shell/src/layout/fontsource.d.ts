/** The Inter stylesheets are side-effect imports handled by the bundler (css-loader); they export nothing. */
declare module '@fontsource/inter/*.css';
