/** FullCalendar's stylesheets are side-effect imports handled by the bundler (css-loader); they export nothing. */
declare module '@fullcalendar/react/*.css';
