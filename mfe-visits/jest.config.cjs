const preset = require('../tooling/jest/preset.cjs')(__dirname);

// the calendar (FullCalendar 7, its date maths) ships ES modules only: transpiled like the preset's
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(ky|@casl|@tanstack|zustand|@fullcalendar|@full-ui|temporal-polyfill|temporal-utils)/)'] };
