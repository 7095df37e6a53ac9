// Standalone development entry (npm run dev -w @emr/mfe-billing); the shell loads ./spa instead.
void import('./standalone.tsx');
