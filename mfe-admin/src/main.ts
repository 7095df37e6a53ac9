// Standalone development entry (npm run dev -w @emr/mfe-admin); the shell loads ./spa instead.
void import('./standalone.tsx');
